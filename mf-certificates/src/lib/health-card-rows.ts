import type { LaboratoryRecord } from '@qce/shared-kit/api';
import type { HealthCardValidityRow } from '@qce/shared-kit/remote';
import { labCountsForValidity, labValidUntil, signatoryTitle } from '@qce/shared-kit/domain';
import { signatoryName } from './format';

/** payment §2: the health card table has 25 rows. */
export const HEALTH_CARD_ROWS = 25;

/**
 * The validity rows of the health card (payment §2 Certificates, §4, §5): one per lab that counts (approved, any
 * case), valid 14 days after its approval (the approver's sign-off date), signed by the approver (named with the
 * approver's title, payment §5); oldest first.
 */
export function healthCardValidityRows(
  labs: readonly LaboratoryRecord[],
  placeOfWork: string,
): HealthCardValidityRow[] {
  return labs
    .filter((lab) =>
      labCountsForValidity({ status: lab.status, approvedDate: lab.approvedBy?.logDate }),
    )
    .map((lab) => ({ lab, validUntilDate: labValidUntil(lab.approvedBy?.logDate) }))
    .filter(
      (entry): entry is { lab: LaboratoryRecord; validUntilDate: string } => !!entry.validUntilDate,
    )
    .sort((a, b) => a.validUntilDate.localeCompare(b.validUntilDate))
    .map(({ lab, validUntilDate }) => ({
      validUntilDate,
      placeOfWork,
      ...(lab.approvedBy?.signatureId ? { signatureId: lab.approvedBy.signatureId } : {}),
      ...(lab.approvedBy
        ? {
            signatory: [
              signatoryName(lab.approvedBy),
              signatoryTitle('Approved', lab.approvedBy.authorities),
            ]
              .filter(Boolean)
              .join(', '),
          }
        : {}),
      labId: lab.laboratoryId,
    }));
}
