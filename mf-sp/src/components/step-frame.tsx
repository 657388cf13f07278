import { useNavigate } from '@qce/shared-kit/router';
import { MESSAGES } from '@qce/shared-kit/messages';
import { SP_STEPS, STEP_ROUTE, isFormLocked } from '@qce/shared-kit/domain';
import { auditLogSteps, createStepFrame } from '@qce/shared-kit/flows/step-frame';
import { paths, trackHref } from '../config/paths';
import { clearCurrentAppId, useCurrentApplication } from '../lib/current-application';
import { pickInitialDetails } from '../lib/initial-details';
import type { InitialDetails } from '../lib/initial-details';
import { SP_PERMIT_ID, spApi } from '../lib/sp-api';

/**
 * The sanitary permit's step frame (the kit's, configured once; the application form's too): the SP
 * steps from the audit log, a summary named 'Application details' (the application once saved, and the
 * landing's initial details), Update Details with the SP lists (intake §4:
 * only when the source is not OUBPAS; read-only once the form is locked) and Cancel Application.
 */
export const { StepFrame, StepFrameLayout, StepFrameFailure } = createStepFrame<InitialDetails>({
  useApplication: useCurrentApplication,
  useNavigate,
  basename: '/qce',
  landingRoute: paths.applications.href,
  steps: {
    of: auditLogSteps(SP_STEPS, (type) => trackHref(STEP_ROUTE[type])),
  },
  summary: {
    label: 'Application details',
    details: (application) => pickInitialDetails(application.formData),
    rows: (details, application) => [
      ...(application
        ? ([
            ['Application ID', application.applicationId],
            ['Status', application.status ?? ''],
            ['Establishment', application.formData.establishmentName ?? ''],
          ] as const)
        : []),
      [MESSAGES.landing.applicationType, details.type ?? ''],
      [MESSAGES.landing.industry, details.industry ?? ''],
      [MESSAGES.landing.subIndustry, details.subIndustry ?? ''],
      [MESSAGES.landing.businessLine, details.businessLine ?? ''],
    ],
  },
  updateDetails: {
    track: 'SP',
    page: 'sp',
    sourceType: (application) => application.formData.source_type,
    locked: ({ application, auditLogs }) => isFormLocked({ status: application.status, auditLogs }),
    keepLabel: MESSAGES.common.close,
    save: async (application, next) => {
      await spApi.updateApplication({
        applicationId: application.applicationId,
        formData: { ...application.formData, ...next },
        permitId: application.permitId ?? SP_PERMIT_ID,
        userId: application.userId,
      });
    },
  },
  cancel: {
    discard: (applicationId) => spApi.discardApplication(applicationId),
    onCancelled: clearCurrentAppId,
  },
});
