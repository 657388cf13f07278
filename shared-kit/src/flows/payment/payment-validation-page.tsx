import { useRef, useState } from 'react';
import type { FormikProps } from 'formik';
import {
  API_ERROR_CODES,
  getAuditProgress,
  getBulkAuditProgress,
  isApiError,
  submitPayment,
  uploadFile,
} from '@qce/shared-kit/api';
import type { AuditLogEntry, Payment } from '@qce/shared-kit/api';
import { pageQueryClient, usePageQuery } from '@qce/shared-kit/data';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MEGABYTES,
  RECEIPT_FILE_TYPES,
  calendarDay,
  currentPayable,
  paymentValidationState,
} from '@qce/shared-kit/domain';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import {
  Dialog,
  EmptyState,
  ErrorPanel,
  FileInput,
  LoaderOverlay,
  Notice,
  PageHeading,
  Button,
} from '@qce/shared-kit/ui';
import { DateField, FORM_KEPT, Form, TextField } from '@qce/shared-kit/forms';
import type { SubmitOutcome } from '@qce/shared-kit/forms';
import { paymentFormSchema } from '@qce/shared-kit/validation';
import type { NormalizedValues } from '@qce/shared-kit/validation';
import { loadView } from '../lib/load-view';
import { BulkPartPaymentInfo } from './bulk-part-payment-info';
import { loadPayments, referenceOf, remarksOf } from './payment-data';
import type { PaymentClassification, PaymentUser } from './types';

export type PaymentValidationPageProps = {
  applicationId: string;
  classification: PaymentClassification;
  /** Required for `bulk`: sent with the submit and used to read the bulk's audit progress. */
  bulkApplicationId?: string;
  user: PaymentUser;
  /** The View Order of Payment button: back to the order-of-payment step. */
  onViewOrderOfPayment: () => void;
  /** Shown as a Continue button once the payment is validated (the next step of the track). */
  onContinue?: () => void;
  /** Remarks to show when the payment requires an update and the payment carries none. */
  remarks?: string;
  /** sessionStorage draft key; defaults to `payment-validation:<applicationId>`. */
  persistKey?: string;
  title?: string;
};

/** The form's values: yyyy-mm-dd date, OR number, reference number, the receipt image. */
export type PaymentFormValues = {
  paymentDate: string;
  officialReceiptNumber: string;
  referenceNumber: string;
  paymentReceipt?: File;
};

type Loaded = { payments: Payment[]; auditLogs: AuditLogEntry[] };

async function loadValidation(
  applicationId: string,
  bulkApplicationId: string | undefined,
  signal: AbortSignal,
): Promise<Loaded> {
  const audit = (
    bulkApplicationId !== undefined
      ? getBulkAuditProgress(bulkApplicationId, { signal })
      : getAuditProgress(applicationId, { signal })
  ).then(
    (r) => (Array.isArray(r.data) ? r.data : []),
    // The payment's own status still decides when the audit log cannot be read.
    () => [],
  );
  const [payments, auditLogs] = await Promise.all([
    loadPayments(applicationId, signal, bulkApplicationId),
    audit,
  ]);
  return { payments, auditLogs };
}

/** The payment this page is about: the current payable, otherwise the latest one. */
const paymentInFocus = (payments: Payment[]): Payment | undefined =>
  currentPayable(payments) ?? payments[payments.length - 1];

/**
 * Payment §2 Payment validation screen, §4, §5, §7, §8: view the order of payment; the proof of
 * payment form (payment date not after today, OR number, reference number disabled and prefilled,
 * receipt png/jpeg/jpg uploaded with requirementsType=paymentValidation; all four required); submit
 * once; 4037 and other failures as an error notice on the form; then validation in progress;
 * 'Payment validated.' when Completed; Requires Update reopens the form with a remarks dialog.
 */
export function PaymentValidationPage(props: PaymentValidationPageProps) {
  if (props.classification === 'bulk-part') return <BulkPartPaymentInfo title={props.title} />;
  return <PaymentValidation {...props} />;
}

function PaymentValidation({
  applicationId,
  classification,
  bulkApplicationId,
  user,
  onViewOrderOfPayment,
  onContinue,
  remarks,
  persistKey = `payment-validation:${applicationId}`,
  title = MESSAGES.payment.paymentValidationTitle,
}: PaymentValidationPageProps) {
  const isBulk = classification === 'bulk' && bulkApplicationId !== undefined;
  const queryKey = ['page', 'payment-validation', applicationId, isBulk ? bulkApplicationId : ''];
  const query = usePageQuery({
    queryKey,
    queryFn: ({ signal }) =>
      loadValidation(applicationId, isBulk ? bulkApplicationId : undefined, signal),
    // The validation is the staff's: read again on every visit (the last answer shows meanwhile).
    staleTime: 0,
  });
  const state = loadView(query);
  /** Check again: the loader, then what the payment says now (its failure shows the retry panel). */
  const checkAgain = () => void pageQueryClient().resetQueries({ queryKey, exact: true });
  const [submitted, setSubmitted] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [remarksOpen, setRemarksOpen] = useState(true);
  const uploaded = useRef<{ file: File; imageId: string } | null>(null);

  const heading = (
    <PageHeading
      title={title}
      actions={
        <Button onClick={onViewOrderOfPayment}>
          {FLOW_MESSAGES.validation.viewOrderOfPayment}
        </Button>
      }
    />
  );

  if (state.status === 'loading') return <LoaderOverlay active label={MESSAGES.common.loading} />;
  if (state.status === 'error') {
    return (
      <section className="qce-stack">
        {heading}
        <ErrorPanel
          message={FLOW_MESSAGES.validation.loadFailure}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }

  const payment = paymentInFocus(state.data.payments);
  const derived = paymentValidationState({
    paymentStatus: payment?.status,
    auditLogs: state.data.auditLogs,
  });
  const view =
    submitted && (derived === 'form' || derived === 'requires-update') ? 'in-progress' : derived;
  const referenceNumber = payment ? referenceOf(payment) : '';

  if (!payment && view === 'form') {
    return (
      <section className="qce-stack">
        {heading}
        <EmptyState message={FLOW_MESSAGES.payment.noOrders} />
      </section>
    );
  }

  if (view === 'validated') {
    return (
      <section className="qce-stack">
        {heading}
        <div className="qce-panel" role="status">
          <p>{MESSAGES.payment.validated}</p>
        </div>
        {onContinue && (
          // Its own key: React must not turn the Check again button, under the applicant's finger, into
          // Continue when a check answers "validated" (a tap meant to check would move on a step).
          <div className="qce-actions" key="continue">
            <Button variant="primary" onClick={onContinue}>
              {FLOW_MESSAGES.validation.continue}
            </Button>
          </div>
        )}
      </section>
    );
  }

  if (view === 'in-progress') {
    return (
      <section className="qce-stack">
        {heading}
        <div className="qce-panel" role="status">
          <p>{MESSAGES.payment.validationInProgress}</p>
          <p>{FLOW_MESSAGES.validation.inProgressBody}</p>
        </div>
        <div className="qce-actions" key="check-again">
          <Button onClick={checkAgain}>{FLOW_MESSAGES.validation.refresh}</Button>
        </div>
      </section>
    );
  }

  const submit = async (values: NormalizedValues<PaymentFormValues>): Promise<SubmitOutcome> => {
    setSubmitError(null);
    const file = values.paymentReceipt;
    if (!file || !values.paymentDate || !values.officialReceiptNumber || !values.referenceNumber)
      return;
    try {
      let imageId = uploaded.current?.file === file ? uploaded.current.imageId : undefined;
      if (imageId === undefined) {
        const response = await uploadFile(
          {
            refNo: values.referenceNumber,
            requirementsType: 'paymentValidation',
            uploader: user.username,
            ...(uploaded.current ? { imageId: uploaded.current.imageId } : {}),
          },
          file,
        );
        imageId = response.data.data.id;
        uploaded.current = { file, imageId };
      }
      await submitPayment({
        ...(isBulk ? { bulkApplicationId } : {}),
        applicationId,
        userId: user.id,
        paymentDate: values.paymentDate,
        officialReceiptNumber: values.officialReceiptNumber,
        referenceNumber: values.referenceNumber,
        imageId,
      });
    } catch (error) {
      setSubmitError(
        isApiError(error) && error.code === API_ERROR_CODES.OR_NUMBER_USED
          ? MESSAGES.payment.orAlreadyUsed
          : MESSAGES.payment.submitFailure,
      );
      // The form keeps the draft and enables submit again.
      return FORM_KEPT;
    }
    setSubmitted(true);
    // The writes already made the payment stale: join that read, keeping the page on screen meanwhile.
    void query.refetch({ cancelRefetch: false });
  };

  const receiptError = (formik: FormikProps<PaymentFormValues>): string | undefined => {
    const error = formik.errors.paymentReceipt;
    const shown = Boolean(formik.touched.paymentReceipt) || formik.submitCount > 0;
    return shown && typeof error === 'string' ? error : undefined;
  };

  const requiresUpdate = view === 'requires-update';
  const remarksText = remarksOf(payment) ?? remarks ?? FLOW_MESSAGES.validation.noRemarks;

  return (
    <section className="qce-stack">
      {heading}
      {requiresUpdate && (
        <>
          <div className="qce-panel">
            <p>{FLOW_MESSAGES.validation.requiresUpdateBody}</p>
            <button type="button" className="qce-link-button" onClick={() => setRemarksOpen(true)}>
              {MESSAGES.status.remarksLabel}
            </button>
          </div>
          <Dialog
            open={remarksOpen}
            onClose={() => setRemarksOpen(false)}
            title={FLOW_MESSAGES.validation.requiresUpdateTitle}
            size="sm"
            footer={
              <Button variant="primary" onClick={() => setRemarksOpen(false)}>
                {MESSAGES.common.close}
              </Button>
            }
          >
            <h3>{MESSAGES.status.remarksLabel}</h3>
            <p>{remarksText}</p>
          </Dialog>
        </>
      )}
      <div className="qce-panel">
        <Form<PaymentFormValues>
          schema={paymentFormSchema}
          initialValues={{ paymentDate: '', officialReceiptNumber: '', referenceNumber }}
          persistKey={persistKey}
          submitLabel={MESSAGES.common.submit}
          onSubmit={submit}
          aria-label={title}
        >
          {(formik) => (
            <>
              {submitError && (
                <div role="alert">
                  <Notice kind="error">{submitError}</Notice>
                </div>
              )}
              <DateField
                name="paymentDate"
                label={MESSAGES.payment.paymentDate}
                required
                max={calendarDay(new Date())}
              />
              <TextField
                name="officialReceiptNumber"
                label={MESSAGES.payment.orNumber}
                required
                autoComplete="off"
              />
              <TextField
                name="referenceNumber"
                label={MESSAGES.payment.referenceNumber}
                required
                disabled
              />
              <FileInput
                label={MESSAGES.payment.receipt}
                name="paymentReceipt"
                accept={RECEIPT_FILE_TYPES}
                typeErrorMessage={MESSAGES.upload.fileTypeNotAccepted(RECEIPT_FILE_TYPES)}
                maxSizeBytes={MAX_UPLOAD_BYTES}
                sizeErrorMessage={MESSAGES.upload.fileTooLarge(MAX_UPLOAD_MEGABYTES)}
                hint={FLOW_MESSAGES.validation.receiptHint}
                required
                error={receiptError(formik)}
                onFileSelected={(file) => {
                  void formik.setFieldValue('paymentReceipt', file);
                  void formik.setFieldTouched('paymentReceipt', true, false);
                }}
                onRejected={() => {
                  void formik.setFieldValue('paymentReceipt', undefined);
                }}
              />
            </>
          )}
        </Form>
      </div>
    </section>
  );
}
