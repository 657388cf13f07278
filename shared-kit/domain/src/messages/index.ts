export { MESSAGES } from './messages';
export type { Messages, MessageArea } from './messages';
export { FLOW_MESSAGES } from './flow-messages';
export type { FlowMessages } from './flow-messages';
export { RECURRING_MESSAGES } from './recurring-messages';
export type { RecurringMessages } from './recurring-messages';
