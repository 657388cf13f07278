/**
 * The calls of the follow-up track, over shared-kit's resource modules: each unwraps the spec's
 * response wrappers so pages read plain values. Components use these, never a request of their own.
 */
import {
  createRecurringPayment,
  postOrderOfPaymentItems,
  validatePayment,
} from '@qce/shared-kit/api';
import type { OrderOfPaymentItem, RecurringPaymentRequest } from '@qce/shared-kit/api';

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

export const recurringApi = {
  /** payment §7 POST payment validate: resolves when valid (200), rejects with the server message. */
  async validatePayment(applicationId: string, officialReceiptNumber: string): Promise<void> {
    await validatePayment({ applicationId, officialReceiptNumber });
  },
  /** payment §7 POST order-of-payment items with permitId. */
  async orderItems(permitId: 1 | 2): Promise<OrderOfPaymentItem[]> {
    return list((await postOrderOfPaymentItems(permitId)).data);
  },
  /** payment §7 POST recurring payments; resolves with the new follow-up's application id when sent. */
  async requestRecurringPayment(body: RecurringPaymentRequest): Promise<string | undefined> {
    const data: unknown = (await createRecurringPayment(body)).data;
    if (typeof data === 'object' && data !== null && 'applicationId' in data) {
      const id = (data as { applicationId?: unknown }).applicationId;
      if (typeof id === 'string' || typeof id === 'number') return String(id);
    }
    return undefined;
  },
};
