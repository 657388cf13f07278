/**
 * @qce/shared-kit/flows/track-landing: the landing of the IHC and SP tracks (intake §2 Landing, §4):
 * layout, applicant details, new-application selects, history tables and their dialogs. The track
 * keeps its routes, form schema and what happens on Apply / opening a row.
 */
export {
  TrackLandingPage,
  TrackLandingLoading,
  NewApplicationSection,
  landingWarningClass,
} from './track-landing-page';
export type { TrackLandingPageProps } from './track-landing-page';
export { ApplicantDetails } from './applicant-details';
export { HistoryNoticeDialog } from './history-notice-dialog';
export type { HistoryNotice } from './history-notice-dialog';
export { HistoryTable } from './history-table';
export type { HistoryEndpoint, HistoryRecordOf } from './history-table';
export type { HistoryRow } from './history-table';
export { LandingSelectFields } from './landing-select-fields';
export { useLandingData, historyNoticeFor, remarksOf } from './landing-data';
export type { LandingData } from './landing-data';
