/** @qce/testing/a11y-gate: jest half of the accessibility gate (pages and their dialogs, axe and focus). */
export {
  CANCEL_APPLICATION,
  CONFIRM_CHANGES,
  REQUIREMENTS_LIST,
  UPDATE_DETAILS,
  expectAccessibleDialog,
  expectAccessiblePage,
  expectAccessibleRoute,
  opensFrom,
  settledPage,
} from './a11y-gate';
export type { DialogCheck } from './a11y-gate';
