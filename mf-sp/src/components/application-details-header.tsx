import { ApplicationDetailsHeader as KitApplicationDetailsHeader } from '@qce/shared-kit/flows/application-details';
import type { ApplicationFormData, ApplicationRecord, AuditLogEntry } from '@qce/shared-kit/api';
import { MESSAGES } from '@qce/shared-kit/messages';
import { useNotices } from '@qce/shared-kit/ui';
import { pickInitialDetails } from '../lib/initial-details';
import { SP_PERMIT_ID, spApi } from '../lib/sp-api';

/**
 * The sanitary permit's application details header (intake §2, §4, §5 Changing initial details):
 * the kit's header without a heading (the section is named by `label`), the SP lists in Update
 * Details (shown only when the source is not OUBPAS), saved into the application's formData with
 * 'Applicant Details Updated.' on success and the failure notice otherwise (the dialog stays open).
 */
export function ApplicationDetailsHeader({
  label,
  summary,
  application,
  auditLogs,
  locked = false,
  onSaved,
  onCancelApplication,
}: {
  label: string;
  summary: readonly (readonly [string, string])[];
  /** Absent while the application is not saved yet: no Update Details, no Cancel Application. */
  application: ApplicationRecord | undefined;
  auditLogs: readonly AuditLogEntry[];
  /** The form is read-only: no Update Details. */
  locked?: boolean;
  /** After a successful save (e.g. reload the application). */
  onSaved: () => void;
  onCancelApplication?: () => Promise<void>;
}) {
  const notices = useNotices();
  const formData: ApplicationFormData = application?.formData ?? {};
  return (
    <KitApplicationDetailsHeader
      track="SP"
      label={label}
      status={application?.status}
      details={pickInitialDetails(formData)}
      summary={summary}
      auditLogs={auditLogs}
      page="sp"
      sourceType={formData.source_type}
      locked={locked || !application}
      keepLabel={MESSAGES.common.close}
      onUpdate={async (next) => {
        if (!application) return;
        try {
          await spApi.updateApplication({
            applicationId: application.applicationId,
            formData: { ...formData, ...next },
            permitId: application.permitId ?? SP_PERMIT_ID,
            userId: application.userId,
          });
        } catch (error) {
          console.error('update details failed', error);
          notices.error(MESSAGES.updateDetails.failure);
          throw error;
        }
        notices.success(MESSAGES.updateDetails.success);
        onSaved();
      }}
      onCancelApplication={application ? onCancelApplication : undefined}
    />
  );
}
