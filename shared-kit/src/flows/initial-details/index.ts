/** @qce/shared-kit/flows/initial-details: the landing's initial details (pick from formData, build from the selects). */
export {
  INITIAL_DETAIL_KEYS,
  LANDING_SELECTION_KEYS,
  pickInitialDetails,
  landingSelection,
} from './initial-details';
export type {
  InitialDetailKey,
  InitialDetails,
  LandingSelection,
  LandingSelectValues,
} from './initial-details';
