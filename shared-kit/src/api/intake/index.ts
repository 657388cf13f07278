/** @qce/shared-kit/api/intake: the health card and sanitary permit intake calls, unwrapped (one permit per instance). */
export { createIntakeApi, listOf } from './intake-api';
export type { IntakeApi, Page } from './intake-api';
