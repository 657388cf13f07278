import {
  formatLongDate,
  healthCertificateExpiry,
  isHealthCertificateIssued,
  isSanitaryPermitReady,
  laboratoryPath,
  labValidity,
  validityStatus,
} from '@qce/shared-kit/domain';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { MESSAGES } from '@qce/shared-kit/messages';
import { Link } from '@qce/shared-kit/router';
import { FieldList } from '../../components/field-list/field-list';
import { ValidityBadge } from '../../components/validity-badge/validity-badge';
import { LABELS } from '../../config/labels';
import { fullName, text } from '../../lib/format';
import type { TypedLab } from './load-documents';
import styles from './documents-page.module.css';

interface Props {
  application: ApplicationRecord;
  labs: readonly TypedLab[];
  today?: string;
}

function LabsTable({ labs, today }: { labs: readonly TypedLab[]; today?: string }) {
  if (labs.length === 0) return null;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{LABELS.lab.title}</caption>
        <thead>
          <tr>
            <th scope="col">{LABELS.fields.labNo}</th>
            <th scope="col">{LABELS.lab.parameter}</th>
            <th scope="col">{LABELS.fields.status}</th>
            <th scope="col">{LABELS.validUntil}</th>
          </tr>
        </thead>
        <tbody>
          {labs.map(({ labType, record: lab }) => {
            const validity = labValidity(
              { status: lab.status, approvedDate: lab.approvedBy?.logDate },
              today ?? new Date(),
            );
            return (
              <tr key={lab.laboratoryId}>
                <td>
                  <Link to={laboratoryPath(lab.laboratoryId, labType, lab.name)}>
                    {lab.formData?.labNo || lab.laboratoryId}
                  </Link>
                </td>
                <td>{lab.name}</td>
                <td>
                  {validity.counts
                    ? validity.status === 'valid'
                      ? LABELS.valid
                      : LABELS.expired
                    : `${text(lab.status)} (${LABELS.notApproved})`}
                </td>
                <td>{formatLongDate(validity.validUntil)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What a verifier needs to know about an application's document, and nothing more: no address, no contact
 * details. Says plainly whether it is Valid or Expired.
 */
export function VerificationSummary({ application, labs, today }: Props) {
  const form = application.formData ?? {};
  const now = today ?? new Date();
  if (Number(application.permitId) === 2) {
    const mayorPermitNo = application.mayorPermitNo ?? form.mayorPermitNo;
    const ready = isSanitaryPermitReady({
      mayorPermitNo,
      approvedDate: application.approvedDate,
      paymentDetailResponseDto: application.paymentDetailResponseDto,
    });
    const expiry = healthCertificateExpiry(application);
    return (
      <section className="qce-panel qce-stack" aria-labelledby="verification-heading">
        <h2 id="verification-heading">{LABELS.sanitaryPermit.title}</h2>
        {ready ? (
          <>
            <ValidityBadge status={validityStatus(expiry, now)} until={expiry} />
            <FieldList
              fields={[
                { label: LABELS.fields.permitNumber, value: text(application.certificateNumber) },
                { label: LABELS.fields.applicationId, value: application.applicationId },
                { label: LABELS.fields.establishmentName, value: text(form.establishmentName) },
                { label: LABELS.fields.mayorPermitNo, value: text(mayorPermitNo) },
                {
                  label: LABELS.fields.issuanceDate,
                  value: formatLongDate(application.issuanceDate),
                },
                { label: LABELS.fields.expirationDate, value: formatLongDate(expiry) },
              ]}
            />
          </>
        ) : (
          <p role="status">{MESSAGES.sanitaryPermit.permitIncomplete}</p>
        )}
      </section>
    );
  }
  // A QR page never calls a certificate valid before the head approved it, or after a rejection.
  const issued = isHealthCertificateIssued(application, now);
  const expiry = issued ? healthCertificateExpiry(application) : undefined;
  return (
    <section className="qce-panel qce-stack" aria-labelledby="verification-heading">
      <h2 id="verification-heading">{LABELS.healthCertificate.title}</h2>
      <ValidityBadge status={issued ? validityStatus(expiry, now) : 'not-issued'} until={expiry} />
      <FieldList
        fields={[
          { label: LABELS.fields.certificateNumber, value: text(application.certificateNumber) },
          { label: LABELS.fields.applicationId, value: application.applicationId },
          { label: LABELS.fields.name, value: fullName(form) },
          { label: LABELS.fields.occupation, value: text(form.occupation) },
          { label: LABELS.fields.placeOfWork, value: text(form.companyName) },
          { label: LABELS.fields.issuanceDate, value: formatLongDate(application.issuanceDate) },
          { label: LABELS.fields.expirationDate, value: formatLongDate(expiry) },
        ]}
      />
      <LabsTable labs={labs} today={today} />
    </section>
  );
}
