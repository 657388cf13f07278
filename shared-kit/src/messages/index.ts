export { MESSAGES } from './messages';
export type { Messages, MessageArea } from './messages';
