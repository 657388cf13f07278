import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { FormikHelpers } from 'formik';
import { useNotices } from '@qce/shared-kit/ui';
import { FORM_KEPT, Form, SelectField, TextField } from '@qce/shared-kit/forms';
import type { SubmitOutcome } from '@qce/shared-kit/forms';
import { MESSAGES, RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { buildRecurringPaymentRequest, recurringOrderItem } from '@qce/shared-kit/domain';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { serverMessageOf } from '@qce/shared-kit/api/errors';
import { reportError } from '@qce/shared-kit/remote/report-error';
import type { LabTrack } from '../../lib/lab-track';
import { recurringApi } from '../../lib/recurring-api';

/**
 * The request's schema loads when the form first validates, not with the page: yup and the schemas are
 * 15.7 KB gzip the page does not need to be usable (ADR 007, as the IHC and SP landing forms).
 */
const loadRequestSchema = () =>
  import('@qce/shared-kit/validation').then((validation) => validation.recurringRequestSchema);

interface RequestValues {
  applicationId: string;
  officialReceiptNumber: string;
}

const EMPTY: RequestValues = { applicationId: '', officialReceiptNumber: '' };

/**
 * The request panel's heading and instructions, the page's first panel. They need no data, so the page
 * shows them while it loads, as the shell's static HTML does (messages/static-pages, ADR 008).
 */
export function RequestPanel({ track, children }: { track: LabTrack; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="qce-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{RECURRING_MESSAGES.requestTitle}</h2>
      <p>{RECURRING_MESSAGES.requestIntro[track.labType]}</p>
      {children}
    </section>
  );
}

/**
 * Follow-up request form (payment §2 Recurring applications, §5 follow-up lab test with an OR number,
 * §8): application ID and OR number both required; the pair is validated first and the request goes on
 * only when valid; disabled with an explanation when there is no valid application.
 */
export function RequestForm({
  track,
  validApplications,
  onCreated,
}: {
  track: LabTrack;
  validApplications: readonly ApplicationRecord[];
  onCreated: (applicationId: string | undefined) => void;
}) {
  const notices = useNotices();
  const explanationId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const disabled = validApplications.length === 0;

  const submit = async (
    values: Partial<RequestValues>,
    helpers: FormikHelpers<RequestValues>,
  ): Promise<SubmitOutcome> => {
    const applicationId = String(values.applicationId ?? '');
    const officialReceiptNumber = String(values.officialReceiptNumber ?? '');
    setRefusal(null);
    try {
      await recurringApi.validatePayment(applicationId, officialReceiptNumber);
    } catch (error) {
      setRefusal(serverMessageOf(error) ?? '');
      return FORM_KEPT;
    }
    try {
      const item = recurringOrderItem(await recurringApi.orderItems(track.permitId), track.labType);
      if (!item) {
        notices.error(RECURRING_MESSAGES.noOrderItem);
        return FORM_KEPT;
      }
      const created = await recurringApi.requestRecurringPayment(
        buildRecurringPaymentRequest({
          applicationId,
          officialReceiptNumber,
          item,
          labType: track.labType,
        }),
      );
      notices.success(RECURRING_MESSAGES.requestCreated(created ?? applicationId));
      // A sent request leaves an empty form: the same request is not sent again by another click.
      helpers.resetForm({ values: EMPTY });
      onCreated(created);
    } catch (error) {
      reportError(error, { what: 'recurring payment request' });
      notices.error(RECURRING_MESSAGES.paymentNotCreated);
      return FORM_KEPT;
    }
  };

  return (
    <RequestPanel track={track}>
      {disabled && (
        <div id={explanationId} role="status">
          <p>
            <strong>{MESSAGES.recurring.noValidApplications}</strong>
          </p>
          <p>{RECURRING_MESSAGES.noValidExplanation[track.labType]}</p>
        </div>
      )}
      <fieldset disabled={disabled} aria-describedby={disabled ? explanationId : undefined}>
        <legend className="qce-visually-hidden">{RECURRING_MESSAGES.requestTitle}</legend>
        <Form<RequestValues>
          schema={loadRequestSchema}
          initialValues={EMPTY}
          persistKey={`recurring-request:${track.segment}`}
          submitLabel={RECURRING_MESSAGES.submitRequest}
          aria-label={RECURRING_MESSAGES.requestTitle}
          onSubmit={submit}
        >
          <SelectField
            name="applicationId"
            label={MESSAGES.recurring.applicationId}
            required
            placeholder={RECURRING_MESSAGES.chooseApplication}
            options={validApplications.map((application) => ({
              value: application.applicationId,
              label: application.applicationId,
            }))}
          />
          <TextField
            name="officialReceiptNumber"
            label={MESSAGES.recurring.orNumber}
            required
            autoComplete="off"
          />
          {refusal !== null && (
            <div role="alert" className="qce-field__error">
              {refusal && <p>{refusal}</p>}
              <p>{MESSAGES.payment.checkOrNumber}</p>
            </div>
          )}
        </Form>
      </fieldset>
    </RequestPanel>
  );
}
