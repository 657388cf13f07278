import type { ComponentType, ReactNode } from 'react';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { OrderOfPaymentPage, PaymentValidationPage } from '@qce/shared-kit/flows';
import type { PaymentAppType, PaymentClassification } from '@qce/shared-kit/flows';
import { MESSAGES } from '@qce/shared-kit/messages';
import { PRODUCT_PERMIT_ID } from '@qce/shared-kit/stores';
import { paymentUserOf } from './payment-user';
import type { TrackPath } from './step-pages';

/** The track's step frame as the payment pages read it: the open application. */
export type PaymentStepFrame = ComponentType<{
  title: string;
  showTitle?: boolean;
  children: (ctx: { application: ApplicationRecord }) => ReactNode;
}>;

/** The entries of the track's path table the payment pages lead to. */
export interface PaymentStepPaths {
  readonly orderOfPayment: TrackPath;
  readonly paymentValidation: TrackPath;
}

export interface PaymentStepPagesConfig {
  /** The track's frame (`createStepFrame(track).StepFrame`). */
  Frame: PaymentStepFrame;
  /** The track router's `useNavigate`. */
  useNavigate: () => (route: string) => void;
  /** The product: the print view's segment, and its permit's fee names (payment §2, §9). */
  appType: PaymentAppType;
  /** The track's path table. */
  paths: PaymentStepPaths;
  /** The track's step once the payment is validated (IHC the HIV seminar, SP the water analysis). */
  next: TrackPath;
  /** The application's class for the payment flow; `individual` unless given. */
  classification?: (application: ApplicationRecord) => PaymentClassification;
  /** The validation form's draft key; the flow's `payment-validation:<applicationId>` unless given. */
  persistKey?: (applicationId: string) => string;
}

/**
 * Order of Payment and Payment Validation (payment §2) of an application, each in the track's frame:
 * the order leads to the validation, the validation back to the order and, once validated, on to the
 * track's next step. The track routes them.
 */
export function createPaymentStepPages({
  Frame,
  useNavigate,
  appType,
  paths,
  next,
  classification = () => 'individual',
  persistKey,
}: PaymentStepPagesConfig) {
  const permitId = PRODUCT_PERMIT_ID[appType];

  function OrderOfPaymentStepPage() {
    const navigate = useNavigate();
    return (
      <Frame title={MESSAGES.payment.orderOfPaymentTitle} showTitle={false}>
        {({ application }) => (
          <OrderOfPaymentPage
            applicationId={application.applicationId}
            permitId={permitId}
            classification={classification(application)}
            appType={appType}
            user={paymentUserOf(application)}
            onProceedToValidation={() => navigate(paths.paymentValidation.href)}
          />
        )}
      </Frame>
    );
  }

  function PaymentValidationStepPage() {
    const navigate = useNavigate();
    return (
      <Frame title={MESSAGES.payment.paymentValidationTitle} showTitle={false}>
        {({ application }) => (
          <PaymentValidationPage
            applicationId={application.applicationId}
            classification={classification(application)}
            user={paymentUserOf(application)}
            {...(persistKey ? { persistKey: persistKey(application.applicationId) } : {})}
            {...(application.remarks ? { remarks: application.remarks } : {})}
            onViewOrderOfPayment={() => navigate(paths.orderOfPayment.href)}
            onContinue={() => navigate(next.href)}
          />
        )}
      </Frame>
    );
  }

  return { OrderOfPaymentStepPage, PaymentValidationStepPage };
}
