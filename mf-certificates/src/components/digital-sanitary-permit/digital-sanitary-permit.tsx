import {
  documentsValidationLink,
  formatLongDate,
  healthCertificateExpiry,
  isSanitaryPermitReady,
  validityStatus,
} from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { DigitalSanitaryPermitProps } from '@qce/shared-kit/remote';
import { LABELS } from '../../config/labels';
import { text } from '../../lib/format';
import { validationOrigin } from '../../lib/validation-origin';
import { DocumentPage, DocumentSheet } from '../document-sheet/document-sheet';
import { FieldList } from '../field-list/field-list';
import { QrLink } from '../qr-link/qr-link';
import { ValidityBadge } from '../validity-badge/validity-badge';

/** The mayor permit number is kept on the application, or in its form data. */
const mayorPermitNo = (app: DigitalSanitaryPermitProps['application']) =>
  app.mayorPermitNo ?? app.formData?.mayorPermitNo;

/**
 * Digital sanitary permit (payment §2 Certificates, §4 readiness): shown only when the mayor permit number and
 * the approval date exist and the total is zero or an OR number exists; otherwise the incomplete message.
 */
export function DigitalSanitaryPermit({
  application,
  printable = true,
  today,
  portalOrigin,
}: DigitalSanitaryPermitProps) {
  const permitNo = mayorPermitNo(application);
  const ready = isSanitaryPermitReady({
    mayorPermitNo: permitNo,
    approvedDate: application.approvedDate,
    paymentDetailResponseDto: application.paymentDetailResponseDto,
  });
  if (!ready) {
    return (
      <div role="status" className="qce-panel">
        <p>{MESSAGES.sanitaryPermit.permitIncomplete}</p>
      </div>
    );
  }
  const form = application.formData ?? {};
  const expiry = healthCertificateExpiry(application);
  const receipts = (application.paymentDetailResponseDto ?? [])
    .map((payment) => payment.officialReceiptNumber)
    .filter((receipt): receipt is string => !!receipt && receipt.trim() !== '');

  return (
    <DocumentPage printable={printable}>
      <DocumentSheet title={LABELS.sanitaryPermit.title}>
        <FieldList
          fields={[
            { label: LABELS.fields.permitNumber, value: text(application.certificateNumber) },
            { label: LABELS.fields.applicationId, value: application.applicationId },
            { label: LABELS.fields.establishmentName, value: text(form.establishmentName) },
            { label: LABELS.fields.ownerName, value: text(form.ownerName) },
            { label: LABELS.fields.address, value: text(form.address) },
            { label: LABELS.fields.businessLine, value: text(form.businessLine) },
            { label: LABELS.fields.mayorPermitNo, value: text(permitNo) },
            { label: LABELS.fields.officialReceiptNumber, value: receipts.join(', ') },
            { label: LABELS.fields.approvedDate, value: formatLongDate(application.approvedDate) },
            { label: LABELS.fields.issuanceDate, value: formatLongDate(application.issuanceDate) },
            { label: LABELS.fields.expirationDate, value: formatLongDate(expiry) },
          ]}
        />
        <ValidityBadge status={validityStatus(expiry, today ?? new Date())} until={expiry} />
        <QrLink
          value={documentsValidationLink(validationOrigin(portalOrigin), application.applicationId)}
          caption={LABELS.sanitaryPermit.qr}
        />
      </DocumentSheet>
    </DocumentPage>
  );
}
