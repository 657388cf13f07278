import {
  displayAge,
  displayNationality,
  formatLongDate,
  healthCertificateExpiry,
  validityStatus,
} from '@qce/shared-kit/domain';
import type { HealthCardValidityRow, HealthCertificateProps } from '@qce/shared-kit/remote';
import { LABELS } from '../../config/labels';
import { fullName, text } from '../../lib/format';
import { HEALTH_CARD_ROWS, healthCardValidityRows } from '../../lib/health-card-rows';
import { DocumentPage, DocumentSheet } from '../document-sheet/document-sheet';
import { FieldList } from '../field-list/field-list';
import { SignatureImage } from '../signature-image/signature-image';
import { ValidityBadge } from '../validity-badge/validity-badge';
import styles from './health-certificate.module.css';

const L = LABELS.healthCertificate;

function HealthCardTable({ rows }: { rows: readonly HealthCardValidityRow[] }) {
  const padded = Array.from({ length: HEALTH_CARD_ROWS }, (_, i) => rows[i]);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{L.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              #
            </th>
            <th scope="col">{L.validUntilDate}</th>
            <th scope="col">{L.placeOfWork}</th>
            <th scope="col">{L.signature}</th>
            <th scope="col">{L.labId}</th>
          </tr>
        </thead>
        <tbody>
          {padded.map((row, index) => (
            <tr key={row ? `${row.labId}-${index}` : `empty-${index}`}>
              <td className={styles.number}>{index + 1}</td>
              <td>{row ? formatLongDate(row.validUntilDate) : ''}</td>
              <td>{row?.placeOfWork ?? ''}</td>
              <td>
                {row && (row.signatureUrl || row.signatureId) ? (
                  <SignatureImage
                    url={row.signatureUrl}
                    signatureId={row.signatureId}
                    signer={row.signatory || L.unnamedSignatory}
                  />
                ) : null}
              </td>
              <td>{row?.labId ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Health certificate (yellow card), front and back (payment §2 Certificates, §5): age in years or months,
 * 'Philippines' as Filipino, expiry one year after the latest payment, and the 25-row lab validity table.
 */
export function HealthCertificate({
  application,
  labs = [],
  validityRows,
  side = 'both',
  printable = true,
  today,
}: HealthCertificateProps) {
  const form = application.formData ?? {};
  const placeOfWork = form.companyName ?? '';
  const rows = validityRows ?? healthCardValidityRows(labs, placeOfWork);
  const expiry = healthCertificateExpiry(application);
  const now = today ?? new Date();

  return (
    <DocumentPage printable={printable}>
      {side !== 'back' ? (
        <DocumentSheet title={L.title} label={L.front} tone="yellow">
          <div className={styles.front}>
            <FieldList
              fields={[
                {
                  label: LABELS.fields.certificateNumber,
                  value: text(application.certificateNumber),
                },
                { label: LABELS.fields.name, value: fullName(form) },
                {
                  label: LABELS.fields.age,
                  value: displayAge(form.birthDate, application.issuanceDate ?? now),
                },
                { label: LABELS.fields.gender, value: text(form.gender) },
                { label: LABELS.fields.nationality, value: displayNationality(form.nationality) },
                { label: LABELS.fields.occupation, value: text(form.occupation) },
                { label: LABELS.fields.placeOfWork, value: placeOfWork },
                {
                  label: LABELS.fields.issuanceDate,
                  value: formatLongDate(application.issuanceDate),
                },
                { label: LABELS.fields.expirationDate, value: formatLongDate(expiry) },
              ]}
            />
            <ValidityBadge status={validityStatus(expiry, now)} until={expiry} />
          </div>
        </DocumentSheet>
      ) : null}
      {side !== 'front' ? (
        <DocumentSheet title={L.title} label={L.back} tone="yellow">
          <HealthCardTable rows={rows} />
        </DocumentSheet>
      ) : null}
    </DocumentPage>
  );
}
