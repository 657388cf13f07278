/**
 * @qce/shared-kit/flows/track-landing: the landing of the IHC and SP tracks (intake §2 Landing, §4):
 * the landing with its reads (`TrackLanding`), its layout, applicant details, new-application selects,
 * history tables and their dialogs; the track router's Not found page, whose way back is the landing.
 * The track keeps its routes, form schema and what happens on Apply / opening a row.
 */
export {
  TrackLandingPage,
  TrackLandingLoading,
  NewApplicationSection,
  landingWarningClass,
} from './track-landing-page';
export type { TrackLandingPageProps } from './track-landing-page';
export { TrackLanding } from './track-landing';
export type { LandingLists, OpenedClass, TrackLandingProps } from './track-landing';
export { createTrackNotFound } from './track-not-found';
export type { TrackNotFoundConfig } from './track-not-found';
export { ApplicantDetails } from './applicant-details';
export { HistoryNoticeDialog } from './history-notice-dialog';
export type { HistoryNotice } from './history-notice-dialog';
export { HistoryTable } from './history-table';
export type { HistoryEndpoint, HistoryRecordOf } from './history-table';
export type { HistoryRow } from './history-table';
export { LandingSelectFields } from './landing-select-fields';
export { useLandingData, historyNoticeFor, remarksOf } from './landing-data';
export type { LandingData } from './landing-data';
