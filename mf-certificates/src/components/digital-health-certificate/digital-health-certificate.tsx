import {
  digitalCertificateAge,
  digitalCertificateCodes,
  displayNationality,
  formatLongDate,
  healthCertificateExpiry,
  validityStatus,
} from '@qce/shared-kit/domain';
import type { DigitalHealthCertificateProps } from '@qce/shared-kit/remote';
import { LABELS } from '../../config/labels';
import { fullName, text } from '../../lib/format';
import { validationOrigin } from '../../lib/validation-origin';
import { DocumentPage, DocumentSheet } from '../document-sheet/document-sheet';
import { FieldList } from '../field-list/field-list';
import { QrLink } from '../qr-link/qr-link';
import { ValidityBadge } from '../validity-badge/validity-badge';
import styles from './digital-health-certificate.module.css';

const L = LABELS.digitalHealthCertificate;

const CAPTIONS = {
  documents: L.documentsQr,
  laboratory: L.labQr,
  massagist: L.massagistQr,
} as const;

/**
 * Digital health certificate (payment §2 Certificates, §5): printable, age = update year minus birth year, and
 * two QR codes: the documents page, and the laboratory page (or, for a massagist, the training document page).
 * Until the record the second code verifies exists, a statement shows instead of half a certificate.
 */
export function DigitalHealthCertificate({
  application,
  lab,
  trainingSessionId,
  printable = true,
  today,
  portalOrigin,
}: DigitalHealthCertificateProps) {
  const codes = digitalCertificateCodes(validationOrigin(portalOrigin), application.applicationId, {
    lab,
    trainingSessionId,
  });
  if (!codes) {
    return (
      <div role="status" className="qce-panel">
        <p>{L.incomplete}</p>
      </div>
    );
  }
  const form = application.formData ?? {};
  const expiry = healthCertificateExpiry(application);
  const age = digitalCertificateAge(form.birthDate, application.updatedDate);

  return (
    <DocumentPage printable={printable}>
      <DocumentSheet title={L.title}>
        <div className={styles.body}>
          <FieldList
            fields={[
              {
                label: LABELS.fields.certificateNumber,
                value: text(application.certificateNumber),
              },
              { label: LABELS.fields.applicationId, value: application.applicationId },
              { label: LABELS.fields.name, value: fullName(form) },
              { label: LABELS.fields.age, value: age === undefined ? '' : String(age) },
              { label: LABELS.fields.gender, value: text(form.gender) },
              { label: LABELS.fields.nationality, value: displayNationality(form.nationality) },
              { label: LABELS.fields.civilStatus, value: text(form.civilStatus) },
              { label: LABELS.fields.occupation, value: text(form.occupation) },
              { label: LABELS.fields.placeOfWork, value: text(form.companyName) },
              {
                label: LABELS.fields.issuanceDate,
                value: formatLongDate(application.issuanceDate),
              },
              { label: LABELS.fields.expirationDate, value: formatLongDate(expiry) },
            ]}
          />
          <ValidityBadge status={validityStatus(expiry, today ?? new Date())} until={expiry} />
          <div className={styles.codes}>
            {codes.map((code) => (
              <QrLink key={code.kind} value={code.value} caption={CAPTIONS[code.kind]} />
            ))}
          </div>
        </div>
      </DocumentSheet>
    </DocumentPage>
  );
}
