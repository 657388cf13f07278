import type { ApplicationRecord } from '@qce/shared-kit/api';
import type { PaymentUser } from '@qce/shared-kit/flows';
import { getUserId } from '@qce/shared-kit/storage';

/** The signed-in applicant as the payment flow knows them (payment §2): user id and sign-in e-mail. */
export const paymentUserOf = (application: ApplicationRecord): PaymentUser => ({
  id: getUserId() ?? application.userId,
  username: application.formData.email ?? '',
});
