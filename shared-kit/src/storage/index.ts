export * from './storage-keys';
export { sessionDraft } from './session-draft';
export type { SessionDraft } from './session-draft';
