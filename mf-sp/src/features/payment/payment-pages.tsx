import { useNavigate } from '@qce/shared-kit/router';
import { createPaymentStepPages } from '@qce/shared-kit/flows/track-steps';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';

/**
 * Order of payment `/qce/sp/order-of-payment` and payment validation `/qce/sp/payment-validation`
 * (payment §2) through the shared flow; once validated the owner continues to the water analysis step
 * (intake §2: SP only).
 */
export const { OrderOfPaymentStepPage, PaymentValidationStepPage } = createPaymentStepPages({
  Frame: StepFrame,
  useNavigate,
  appType: 'SP',
  paths,
  next: paths.waterAnalysis,
  persistKey: (applicationId) => `sp-payment-validation:${applicationId}`,
});
