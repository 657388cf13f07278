import { useParams } from '@qce/shared-kit/router';
import type { LabType } from '@qce/shared-kit/api';
import type { RecurringLabType, RecurringStepId } from '@qce/shared-kit/domain';
import type { LabSegment } from '../config/paths';
import { paths } from '../config/paths';

/** What differs between the two follow-up tracks (payment §2, §7, §9). */
export interface LabTrack {
  segment: LabSegment;
  labType: RecurringLabType;
  /** payment §9: 1 for social hygiene, 2 for water analysis. */
  permitId: 1 | 2;
  /** The laboratory record type read on the Laboratory Status page (payment §7 GET laboratory). */
  laboratoryType: LabType;
  /** The applications-list flag of payment §7. */
  completedFlag: 'socialHygieneCompleted' | 'waterAnalysisCompleted';
}

export const LAB_TRACKS: Readonly<Record<LabSegment, LabTrack>> = {
  shl: {
    segment: 'shl',
    labType: 'SHL',
    permitId: 1,
    laboratoryType: 'SOCIAL_HYGIENE',
    completedFlag: 'socialHygieneCompleted',
  },
  wal: {
    segment: 'wal',
    labType: 'WAL',
    permitId: 2,
    // The backend keeps the water analysis record under the regular laboratory type.
    laboratoryType: 'REGULAR_LABORATORY',
    completedFlag: 'waterAnalysisCompleted',
  },
};

export function labTrackOf(segment: string | undefined): LabTrack | undefined {
  return segment === 'shl' || segment === 'wal' ? LAB_TRACKS[segment] : undefined;
}

/** The lab track of the current route's `:labType`, or undefined for anything but shl/wal. */
export function useLabTrack(): { segment: string; track: LabTrack | undefined } {
  const { labType = '' } = useParams();
  return { segment: labType, track: labTrackOf(labType) };
}

/** Href of each step page of the flow (payment §2 Flow order). */
export const STEP_HREF: Readonly<Record<RecurringStepId, (lab: LabSegment) => string>> = {
  payment: paths.orderOfPayment.href,
  labNotification: paths.labNotif.href,
  certificateIssuing: paths.certificateIssuing.href,
  permitIssuing: paths.permitIssuing.href,
};
