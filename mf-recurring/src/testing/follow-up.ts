import { createRecurringPayment } from '@qce/shared-kit/api';
import { localKeys } from '@qce/shared-kit/storage';
import { PEDRO_USER_ID, completedApplication, signIn } from './render-app';

/** An applicant's follow-up request (payment §7 POST recurring payments), made the current application. */
export async function followUp(lab: 'shl' | 'wal') {
  const user = signIn(lab === 'wal' ? { userId: PEDRO_USER_ID } : {});
  const { applicationId, orNumber } = await completedApplication(user.email, lab === 'shl' ? 1 : 2);
  const created = (
    await createRecurringPayment({
      applicationId,
      peso: false,
      officialReceiptNumber: orNumber,
      detailRequestDtos: [
        lab === 'shl'
          ? {
              orderOfPaymentId: 4,
              price: 120,
              laboratory: true,
              socialHygiene: true,
              waterAnalysis: false,
            }
          : {
              orderOfPaymentId: 13,
              price: 450,
              laboratory: true,
              socialHygiene: false,
              waterAnalysis: true,
            },
      ],
    })
  ).data as { applicationId?: string };
  const id = String(created.applicationId);
  localKeys.set('appId', id);
  localKeys.set('permitId', lab === 'shl' ? '1' : '2');
  return id;
}
