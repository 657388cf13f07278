/**
 * Test helper: Node's File. Under jest-fixed-jsdom, jsdom's File appended to the (undici) FormData is
 * stringified, so multipart tests build their files from this one.
 */
export { File as NodeFile } from 'node:buffer';
