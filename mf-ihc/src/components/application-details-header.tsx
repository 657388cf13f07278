import type { UpdateDetailsPage } from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/api';
import { ApplicationDetailsHeader as KitApplicationDetailsHeader } from '@qce/shared-kit/flows/application-details';
import { initialDetailsSummary } from '../lib/initial-details';
import type { InitialDetails } from '../lib/initial-details';

/**
 * The health card's application details header (intake §2, §4): the kit's header with the IHC
 * summary (classification, initial details, PESO beneficiary) and the IHC lists in Update Details.
 */
export function ApplicationDetailsHeader(props: {
  applicationId?: string;
  status?: string;
  details: InitialDetails;
  auditLogs: readonly AuditLogEntry[];
  page: UpdateDetailsPage;
  /** The form is read-only: no Update Details. */
  locked?: boolean;
  cancelDisabled?: boolean;
  onUpdate: (next: InitialDetails) => Promise<void>;
  onCancelApplication?: () => Promise<void>;
}) {
  const { details } = props;
  return (
    <KitApplicationDetailsHeader {...props} track="IHC" summary={initialDetailsSummary(details)} />
  );
}
