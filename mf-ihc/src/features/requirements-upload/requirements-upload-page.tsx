import { useNavigate } from '@qce/shared-kit/router';
import { MESSAGES } from '@qce/shared-kit/messages';
import { RequirementsUploadPanel } from '@qce/shared-kit/flows/requirements-upload';
import { StepFrame } from '../../components/step-frame';
import type { StepContext } from '@qce/shared-kit/flows/step-frame';
import { paths } from '../../config/paths';
import { IHC_PERMIT_ID } from '../../lib/ihc-api';

/** Requirements upload `/qce/ihc/requirements-upload` (intake §2, §4, §5, §8): the kit's page with the health card rules. */
export function RequirementsUploadPage() {
  return (
    <StepFrame
      title="Requirements Upload"

      detailsPage="ihc-requirements-upload"
    >
      {(ctx) => <RequirementsUpload ctx={ctx} />}
    </StepFrame>
  );
}

function RequirementsUpload({ ctx: { application, reload } }: { ctx: StepContext }) {
  const navigate = useNavigate();
  return (
    <RequirementsUploadPanel
      application={application}
      permitId={IHC_PERMIT_ID}
      // intake §5 Requirements visibility: the health card rules (PESO, yellow card, always hidden).
      visibility={{
        isHealthCard: true,
        isPESO: application.formData.isPESO,
        yellowCard: application.yellowCard ?? application.formData.yellowCard,
      }}
      draftKey={`qce-ihc:requirements-upload:${application.applicationId}`}
      updateExtras={{ yellowCard: application.yellowCard }}
      onSourceSaved={reload}
      onBack={() => navigate(paths.applicationForm.href)}
      onSubmitted={(updated) =>
        navigate(paths.applicationSubmitted.href, {
          state: { notice: MESSAGES.submission.success, applicationId: updated.applicationId },
        })
      }
    />
  );
}
