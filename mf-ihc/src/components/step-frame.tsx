import { useNavigate } from '@qce/shared-kit/router';
import { IHC_STEPS, STEP_ROUTE } from '@qce/shared-kit/domain';
import { auditLogSteps, createStepFrame } from '@qce/shared-kit/flows/step-frame';
import { paths, trackHref } from '../config/paths';
import { isBulkPart } from '../lib/bulk-part';
import { ihcApi } from '../lib/ihc-api';
import { initialDetailsSummary, pickInitialDetails } from '../lib/initial-details';
import type { InitialDetails } from '../lib/initial-details';
import { writeInitialDetails } from '../lib/update-details';
import { clearCurrentAppId, useCurrentApplication } from '../lib/use-current-application';

/**
 * The health card's step frame (the kit's, configured once): every step of intake §4 from the audit
 * log, the IHC summary (classification, initial details, PESO beneficiary) under an 'Application
 * Details' heading, Update Details with the IHC lists. A bulk part's initial details are its bulk's
 * and it is cancelled with its bulk (intake §4 Bulk-part applicant): no Update Details, no Cancel.
 */
export const { StepFrame, StepFrameLayout, StepFrameFailure } = createStepFrame<InitialDetails>({
  useApplication: useCurrentApplication,
  useNavigate,
  basename: '/qce',
  landingRoute: paths.applications.href,
  steps: {
    of: auditLogSteps(IHC_STEPS, (type) => trackHref(STEP_ROUTE[type])),
  },
  summary: {
    details: (application) => pickInitialDetails(application.formData),
    rows: initialDetailsSummary,
  },
  updateDetails: {
    track: 'IHC',
    page: 'other',
    locked: ({ application }) => isBulkPart(application),
    save: writeInitialDetails,
  },
  cancel: {
    discard: (applicationId) => ihcApi.discardApplication(applicationId),
    available: (application) => !isBulkPart(application),
    onCancelled: clearCurrentAppId,
  },
});
