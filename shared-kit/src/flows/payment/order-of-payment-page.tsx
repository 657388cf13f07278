import { useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { getOrderOfPaymentItems, requestOnlinePayment } from '@qce/shared-kit/api';
import type { OrderOfPaymentItem, Payment, PaymentType, PermitId } from '@qce/shared-kit/api';
import { usePageQuery } from '@qce/shared-kit/data';
import {
  buildBillNumber,
  currentPayable,
  hasEPayment,
  isOnlinePayEnabled,
  isPaid,
  paymentEntryLabel,
} from '@qce/shared-kit/domain';
import { FLOW_MESSAGES, MESSAGES } from '@qce/shared-kit/messages';
import { usePaymentStore } from '@qce/shared-kit/stores';
import {
  ConfirmationModal,
  CurrencyAmount,
  DataTable,
  EmptyState,
  ErrorPanel,
  LoaderOverlay,
  Notice,
  PageHeading,
  StatusBadge,
  Button,
  buttonClassName,
} from '@qce/shared-kit/ui';
import type { DataTableColumn } from '@qce/shared-kit/ui';
import { loadView } from '../lib/load-view';
import { BulkPartPaymentInfo } from './bulk-part-payment-info';
import { PerApplicantAmountsDialog } from './per-applicant-amounts-dialog';
import { loadPayments, printTempHref, referenceOf } from './payment-data';
import type { PaymentAppType, PaymentClassification, PaymentUser } from './types';
import styles from './order-of-payment-page.module.css';

export type OrderOfPaymentPageProps = {
  applicationId: string;
  permitId: PermitId;
  classification: PaymentClassification;
  /** Required for `bulk`: the per-applicant amounts and the bill number use it. */
  bulkApplicationId?: string;
  appType: PaymentAppType;
  user: PaymentUser;
  /** After the Proceed? confirmation of Upload Proof of Payment: go to the payment-validation step. */
  onProceedToValidation: () => void;
  /** Print view; defaults to `/qce/print-temp/{appType}` (mf-certificates), opened in a new tab. */
  printHref?: string;
  /** Replaces the new tab (e.g. the shell's own navigation); the link still carries `printHref`. */
  onPrint?: () => void;
  /** Page title; 'Order of Payment' unless the track says otherwise (recurring: 'Recurring Payment'). */
  title?: string;
};

type Loaded = { payments: Payment[]; itemNames: ReadonlyMap<number, string> };

type DetailRow = { key: string; name: string; amount: number };

const detailColumns: ReadonlyArray<DataTableColumn<DetailRow>> = [
  { key: 'name', header: FLOW_MESSAGES.payment.columnItem },
  {
    key: 'amount',
    header: FLOW_MESSAGES.payment.columnAmount,
    align: 'end',
    render: (row) => <CurrencyAmount amount={row.amount} />,
  },
];

async function loadOrders(
  applicationId: string,
  permitId: PermitId,
  bulkApplicationId: string | undefined,
  signal: AbortSignal,
): Promise<Loaded> {
  const payments = await loadPayments(applicationId, signal, bulkApplicationId);
  const unnamed = payments.some((p) =>
    (p.paymentDetailDtos ?? []).some((d) => !d.orderOfPaymentName),
  );
  let items: OrderOfPaymentItem[] = [];
  if (unnamed) {
    // Names only; the order still shows (with its ids) when the fee list cannot be read.
    items = await getOrderOfPaymentItems(permitId, { signal }).then(
      (r) => (Array.isArray(r.data) ? r.data : []),
      () => [],
    );
  }
  return {
    payments,
    itemNames: new Map(items.map((i) => [i.orderOfPaymentId, i.orderOfPaymentName])),
  };
}

function detailRows(payment: Payment, itemNames: ReadonlyMap<number, string>): DetailRow[] {
  return (payment.paymentDetailDtos ?? []).map((detail, index) => ({
    key: `${detail.orderOfPaymentId}-${index}`,
    name:
      detail.orderOfPaymentName ??
      itemNames.get(detail.orderOfPaymentId) ??
      `#${detail.orderOfPaymentId}`,
    amount: Number(detail.price ?? detail.total ?? 0),
  }));
}

/** The payment store's list shape (the client store area 'payment', payment §3). */
function OrderCard({
  payment,
  itemNames,
}: {
  payment: Payment;
  itemNames: ReadonlyMap<number, string>;
}) {
  const headingId = useId();
  const ref = referenceOf(payment);
  const label = paymentEntryLabel(payment.status);
  return (
    <article
      className={`qce-panel qce-print-avoid-break ${styles.order}`}
      aria-labelledby={headingId}
    >
      <header>
        <h2 id={headingId}>{FLOW_MESSAGES.payment.referenceNumber(ref)}</h2>
        <StatusBadge status={label} tone={isPaid(payment.status) ? 'success' : 'warning'} />
      </header>
      <DataTable
        columns={detailColumns}
        rows={detailRows(payment, itemNames)}
        getRowKey={(row) => row.key}
        caption={FLOW_MESSAGES.payment.itemsCaption(ref)}
        captionHidden
      />
      <p className={styles.total}>
        <span>{FLOW_MESSAGES.payment.total}</span>
        <CurrencyAmount amount={Number(payment.total)} />
      </p>
    </article>
  );
}

/**
 * Payment §2 Payment screen: the order(s) of payment with Paid/Unpaid, the Printing Notice on load,
 * the payment mode (online or the city treasurer's office), Print order, Pay online (§4 enabled
 * rule, §7 online payment request, new tab), Upload Proof of Payment with its Proceed? confirmation;
 * for bulk, the per-applicant amounts. A bulk-part applicant sees only the information page.
 */
export function OrderOfPaymentPage(props: OrderOfPaymentPageProps) {
  if (props.classification === 'bulk-part') return <BulkPartPaymentInfo title={props.title} />;
  return <OrderOfPayment {...props} />;
}

function OrderOfPayment({
  applicationId,
  permitId,
  classification,
  bulkApplicationId,
  appType,
  user,
  onProceedToValidation,
  printHref,
  onPrint,
  title = MESSAGES.payment.orderOfPaymentTitle,
}: OrderOfPaymentPageProps) {
  const modeName = useId();
  // A bulk representative pays the bulk-level order; a bulk-part applicant never reaches this page.
  const bulkOrderId = classification === 'bulk' ? bulkApplicationId : undefined;
  const query = usePageQuery({
    queryKey: ['page', 'order-of-payment', applicationId, permitId, bulkOrderId ?? ''],
    queryFn: ({ signal }) => loadOrders(applicationId, permitId, bulkOrderId, signal),
    // Paid or not is the treasurer's: read again on every visit (the last answer shows meanwhile).
    staleTime: 0,
  });
  const state = loadView(query);
  const [noticeOpen, setNoticeOpen] = useState(true);
  // The chosen mode is kept in the session's payment store, so it survives a reload.
  const chosenMode = usePaymentStore((s) =>
    s.applicationId === applicationId ? s.paymentMode : null,
  );
  const chooseMode = usePaymentStore((s) => s.choosePaymentMode);
  const [proceedOpen, setProceedOpen] = useState(false);
  const [applicantsOpen, setApplicantsOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const [onlineRequested, setOnlineRequested] = useState(false);
  const [epaymentUrl, setEpaymentUrl] = useState<string | null>(null);
  const [onlineError, setOnlineError] = useState<string | null>(null);
  const payingRef = useRef(false);

  const href = printHref ?? printTempHref(appType);
  const isBulk = classification === 'bulk' && bulkApplicationId !== undefined;

  if (state.status === 'loading') return <LoaderOverlay active label={MESSAGES.common.loading} />;
  if (state.status === 'error') {
    return (
      <section className="qce-stack">
        <PageHeading title={title} />
        <ErrorPanel
          message={FLOW_MESSAGES.payment.loadFailure}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }

  const { payments, itemNames } = state.data;
  const payable = currentPayable(payments);
  const ePaymentMade = onlineRequested || hasEPayment(payments);
  const onlineEnabled = isOnlinePayEnabled({ ePaymentMade, payments });
  const mode: PaymentType = chosenMode ?? (ePaymentMade ? 'ONLINE' : 'MANUAL');

  const print = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onPrint) return;
    event.preventDefault();
    onPrint();
  };

  const payOnline = async () => {
    if (payingRef.current || !payable) return;
    payingRef.current = true;
    setPaying(true);
    setOnlineError(null);
    // The tab is opened during the click (popup blockers allow that) and pointed at epaymentUrl later.
    const tab = window.open('', '_blank');
    try {
      const response = await requestOnlinePayment({
        userId: user.id,
        refNum: referenceOf(payable),
        total: Number(payable.total),
        username: user.username,
        billNumber: buildBillNumber(isBulk ? bulkApplicationId : applicationId),
      });
      setOnlineRequested(true);
      setEpaymentUrl(response.epaymentUrl);
      if (tab) {
        tab.opener = null;
        tab.location.href = response.epaymentUrl;
      } else {
        window.open(response.epaymentUrl, '_blank', 'noopener,noreferrer');
      }
      // The request made the orders stale: join that read, keeping the page on screen meanwhile.
      void query.refetch({ cancelRefetch: false });
    } catch {
      tab?.close();
      setOnlineError(FLOW_MESSAGES.payment.onlineFailure);
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  };

  const onlineDisabledReason = !onlineEnabled
    ? ePaymentMade
      ? FLOW_MESSAGES.payment.onlineAlreadyRequested
      : FLOW_MESSAGES.payment.nothingPayable
    : undefined;

  return (
    <section className="qce-stack">
      <PageHeading
        title={title}
        actions={
          <a
            className={buttonClassName('secondary')}
            href={href}
            target="_blank"
            // Same-origin print view: `opener` makes the browser copy this tab's sessionStorage
            // (the session's userID) into the new tab; noopener would land it on access-denied.
            rel="opener"
            onClick={print}
          >
            {MESSAGES.payment.printOrder}
          </a>
        }
      />

      <ConfirmationModal
        open={noticeOpen}
        title={MESSAGES.payment.printingNoticeTitle}
        message={<Notice kind="info">{MESSAGES.payment.printingNoticeWarning}</Notice>}
        confirmLabel={FLOW_MESSAGES.payment.printingNoticeConfirm}
        cancelLabel={MESSAGES.common.close}
        onConfirm={() => setNoticeOpen(false)}
        onCancel={() => setNoticeOpen(false)}
      />

      {payments.length === 0 ? (
        <EmptyState message={FLOW_MESSAGES.payment.noOrders} />
      ) : (
        payments.map((payment, index) => (
          <OrderCard
            key={`${referenceOf(payment)}-${index}`}
            payment={payment}
            itemNames={itemNames}
          />
        ))
      )}

      {isBulk && (
        <div className="qce-actions qce-no-print">
          <Button onClick={() => setApplicantsOpen(true)}>
            {MESSAGES.payment.viewPerApplicantAmounts}
          </Button>
        </div>
      )}

      <div className="qce-panel qce-no-print">
        <fieldset className={styles.modes}>
          <legend>{MESSAGES.payment.paymentMode}</legend>
          <label className={styles.mode}>
            <input
              type="radio"
              name={modeName}
              value="MANUAL"
              checked={mode === 'MANUAL'}
              onChange={() => chooseMode(applicationId, 'MANUAL')}
            />
            {MESSAGES.payment.modeTreasurer}
          </label>
          <label className={styles.mode}>
            <input
              type="radio"
              name={modeName}
              value="ONLINE"
              checked={mode === 'ONLINE'}
              onChange={() => chooseMode(applicationId, 'ONLINE')}
            />
            {MESSAGES.payment.modeOnline}
          </label>
        </fieldset>

        {mode === 'MANUAL' ? (
          <div className="qce-stack">
            <p>{FLOW_MESSAGES.payment.treasurerInstructions}</p>
            <div className="qce-actions">
              <Button variant="primary" onClick={() => setProceedOpen(true)} disabled={!payable}>
                {MESSAGES.payment.uploadProofOfPayment}
              </Button>
            </div>
            {!payable && <p>{FLOW_MESSAGES.payment.nothingPayable}</p>}
          </div>
        ) : (
          <div className="qce-stack">
            <p>{FLOW_MESSAGES.payment.onlineInstructions}</p>
            <p>{MESSAGES.payment.onlinePaymentDelay}</p>
            <div className="qce-actions">
              <Button
                variant="primary"
                onClick={() => void payOnline()}
                disabled={!onlineEnabled || paying}
                aria-busy={paying || undefined}
                aria-describedby={onlineDisabledReason ? `${modeName}-online-reason` : undefined}
              >
                {MESSAGES.payment.payOnline}
              </Button>
            </div>
            {onlineDisabledReason && <p id={`${modeName}-online-reason`}>{onlineDisabledReason}</p>}
            {epaymentUrl && (
              <div role="status">
                <p>
                  {FLOW_MESSAGES.payment.onlineOpened}{' '}
                  <a href={epaymentUrl} target="_blank" rel="noopener noreferrer">
                    {FLOW_MESSAGES.payment.openOnlinePage}
                  </a>
                </p>
              </div>
            )}
            {onlineError && (
              <div role="alert">
                <Notice kind="error">{onlineError}</Notice>
              </div>
            )}
          </div>
        )}
      </div>

      <ConfirmationModal
        open={proceedOpen}
        title={MESSAGES.payment.proceedTitle}
        message={MESSAGES.payment.proceedBody}
        confirmLabel={FLOW_MESSAGES.payment.proceedConfirm}
        cancelLabel={MESSAGES.common.cancel}
        onConfirm={() => {
          setProceedOpen(false);
          onProceedToValidation();
        }}
        onCancel={() => setProceedOpen(false)}
      />

      {isBulk && (
        <PerApplicantAmountsDialog
          open={applicantsOpen}
          onClose={() => setApplicantsOpen(false)}
          bulkApplicationId={bulkApplicationId}
        />
      )}
    </section>
  );
}
