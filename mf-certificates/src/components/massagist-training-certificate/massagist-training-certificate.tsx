import { formatLongDate, massagistValidationLink, trainingState } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { MassagistTrainingCertificateProps } from '@qce/shared-kit/remote';
import { LABELS } from '../../config/labels';
import { fullName, text } from '../../lib/format';
import { validationOrigin } from '../../lib/validation-origin';
import { DocumentPage, DocumentSheet } from '../document-sheet/document-sheet';
import { FieldList } from '../field-list/field-list';
import { QrLink } from '../qr-link/qr-link';

/**
 * Massagist training certificate (payment §2 Certificates, docs/massagist route): the application form's person
 * and the training session; Completed or Training In Progress (payment §4).
 */
export function MassagistTrainingCertificate({
  application,
  session,
  completedDate,
  printable = true,
  portalOrigin,
}: MassagistTrainingCertificateProps) {
  const form = application.formData ?? {};
  const completed = completedDate ?? session.trainingSessionCompletedDate;
  const state = trainingState({
    enrolled: true,
    completed: session.trainingSessionCompleted ?? null,
    trainingSessionCompletedDate: completed ?? null,
  });
  const dates = [formatLongDate(session.startDate), formatLongDate(session.endDate)]
    .filter(Boolean)
    .join(' – ');
  return (
    <DocumentPage printable={printable}>
      <DocumentSheet title={LABELS.massagist.title}>
        <p>
          <strong>{fullName(form)}</strong> {LABELS.massagist.body}{' '}
          <strong>{session.trainingName}</strong>.
        </p>
        <FieldList
          fields={[
            { label: LABELS.fields.applicationId, value: application.applicationId },
            { label: LABELS.fields.name, value: fullName(form) },
            { label: LABELS.fields.trainingName, value: text(session.trainingName) },
            { label: LABELS.fields.trainingDates, value: dates },
            { label: LABELS.fields.trainingLocation, value: text(session.location) },
            {
              label: LABELS.fields.status,
              value:
                state === 'completed' ? MESSAGES.training.completed : MESSAGES.training.inProgress,
            },
            // Left out when unknown (a verifier's page knows completion from the approval, not its date).
            ...(formatLongDate(completed)
              ? [{ label: LABELS.fields.completedDate, value: formatLongDate(completed) }]
              : []),
          ]}
        />
        <QrLink
          value={massagistValidationLink(
            validationOrigin(portalOrigin),
            application.applicationId,
            session.trainingSessionId,
          )}
          caption={LABELS.digitalHealthCertificate.massagistQr}
        />
      </DocumentSheet>
    </DocumentPage>
  );
}
