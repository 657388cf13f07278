/** Payments: orders, proof submission (OR reuse -> 4037), bulk amounts, fees, recurring requests, OR validation, e-payment. */
import { isAfterToday, isEPayment, parseDate } from '@qce/domain/rules';
import type { PermitType } from '../db/types';
import {
  advanceStep,
  createApplication,
  findBulk,
  now,
  paymentsOf,
  referenceNumber,
  nextId,
  nowIso,
} from '../db/records';
import { ownApplication, ownBulk, ownFile } from '../lib/access';
import { bulkApplicants, submitPayment } from '../lib/actions';
import { bodyOf, endpoint, id, paginate, text } from '../lib/define';
import { paymentDto } from '../lib/dto';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import { currentPayable, isRecurringEligible, statusIs } from '../lib/rules';

const OR_PATTERN = /^[A-Za-z0-9.-]+$/;

function feesFor(permitIdRaw: unknown) {
  return (state: Parameters<typeof paymentsOf>[0]) => {
    const permitId = id(permitIdRaw, 'permitId');
    return state.reference.orderOfPaymentItems
      .filter((i) => i.permitId === permitId)
      .map(({ permitId: _p, ...item }) => item);
  };
}

export const paymentHandlers = [
  endpoint('PAYMENTS', ({ state, user, query }) => {
    // A bulk representative's order is bulk-level (applicationId null): asked by bulkApplicationId.
    if (query.get('bulkApplicationId') && !query.get('applicationId')) {
      const bulk = ownBulk(state, user, query.get('bulkApplicationId'));
      const orders = state.payments.filter(
        (p) => p.bulkApplicationId === bulk.bulkApplicationId && p.applicationId === null,
      );
      return { data: orders.sort((a, b) => a.paymentId - b.paymentId).map(paymentDto) };
    }
    const app = ownApplication(state, user, query.get('applicationId'));
    return {
      data: paymentsOf(state, app.applicationId)
        .sort((a, b) => a.paymentId - b.paymentId)
        .map(paymentDto),
    };
  }),

  endpoint('BULK_PAYMENTS', ({ state, user, query }) => {
    const bulk = ownBulk(state, user, query.get('bulkApplicationId'));
    const rows = bulkApplicants(state, bulk.bulkApplicationId).flatMap((a) =>
      paymentsOf(state, a.applicationId).map((p) => ({
        firstName: String(a.formData.firstName ?? ''),
        middleName: a.formData.middleName ? String(a.formData.middleName) : undefined,
        lastName: String(a.formData.lastName ?? ''),
        birthDate: a.formData.birthDate ? String(a.formData.birthDate) : undefined,
        referenceNumber: p.refNum,
        total: p.total,
      })),
    );
    const pageOf = paginate(rows, query, 10);
    return { data: { detailResponseDtos: pageOf.details, totalCount: pageOf.totalCount } };
  }),

  endpoint('SUBMIT_PAYMENT', async ({ state, user, request }) => {
    const body = await bodyOf('SUBMIT_PAYMENT', request);
    const paymentDate = text(body.paymentDate, 'paymentDate');
    if (!parseDate(paymentDate)) throw badRequest('paymentDate must be a date.');
    if (isAfterToday(paymentDate, now(state)))
      throw badRequest('paymentDate cannot be later than today.');
    const officialReceiptNumber = text(body.officialReceiptNumber, 'officialReceiptNumber');
    if (!OR_PATTERN.test(officialReceiptNumber))
      throw badRequest(
        'officialReceiptNumber accepts letters, digits, hyphen and period, no spaces.',
      );
    const imageId = ownFile(state, user, body.imageId).id;
    let payment;
    if (body.bulkApplicationId) {
      const bulk = ownBulk(state, user, body.bulkApplicationId);
      payment = state.payments.find(
        (p) =>
          p.bulkApplicationId === bulk.bulkApplicationId &&
          p.applicationId === null &&
          !statusIs(p.status, 'Completed'),
      );
    } else {
      const app = ownApplication(state, user, body.applicationId);
      const list = paymentsOf(state, app.applicationId);
      payment =
        (body.referenceNumber &&
          list.find(
            (p) => p.refNum === body.referenceNumber && !statusIs(p.status, 'Completed'),
          )) ||
        currentPayable(list);
    }
    if (!payment) throw conflict('There is no order of payment to pay.');
    return {
      data: paymentDto(
        submitPayment(state, payment, {
          paymentDate,
          officialReceiptNumber,
          imageId,
          referenceNumber: body.referenceNumber ?? null,
        }),
      ),
    };
  }),

  endpoint('ORDER_OF_PAYMENT_ITEMS', ({ state, query }) => ({
    data: feesFor(query.get('permitId'))(state),
  })),
  endpoint('ORDER_OF_PAYMENT_ITEMS_POST', async ({ state, request }) => {
    const body = await bodyOf('ORDER_OF_PAYMENT_ITEMS_POST', request);
    return { data: feesFor(body.permitId)(state) };
  }),

  endpoint('PAYMENT_VALIDATE', async ({ state, user, request }) => {
    const body = await bodyOf('PAYMENT_VALIDATE', request);
    const officialReceiptNumber = text(body.officialReceiptNumber, 'officialReceiptNumber');
    const app = ownApplication(state, user, body.applicationId);
    const at = now(state);
    if (!isRecurringEligible(app, 'SHL', at) && !isRecurringEligible(app, 'WAL', at)) {
      throw badRequest(`Application ${app.applicationId} is not eligible for a follow-up request.`);
    }
    const paid = paymentsOf(state, app.applicationId).some(
      (p) =>
        statusIs(p.status, 'Completed') &&
        p.officialReceiptNumber?.toLowerCase() === officialReceiptNumber.toLowerCase(),
    );
    if (!paid)
      throw badRequest(
        `OR number ${officialReceiptNumber} does not belong to application ${app.applicationId}.`,
      );
    return { message: 'Valid' };
  }),

  endpoint('RECURRING_PAYMENTS', async ({ state, user, request }) => {
    const body = await bodyOf('RECURRING_PAYMENTS', request);
    const parent = ownApplication(state, user, body.applicationId);
    if (!Array.isArray(body.detailRequestDtos) || body.detailRequestDtos.length === 0) {
      throw badRequest('detailRequestDtos must list at least one order-of-payment item.');
    }
    const water = body.detailRequestDtos.some((d) => d.waterAnalysis === true);
    const labType: PermitType = water ? 'WAL' : 'SHL';
    if (!isRecurringEligible(parent, labType, now(state))) {
      throw badRequest(
        `Application ${parent.applicationId} is not eligible for a follow-up ${labType} request.`,
      );
    }
    const details = body.detailRequestDtos.map((d) => {
      const item = state.reference.orderOfPaymentItems.find(
        (i) => i.orderOfPaymentId === d.orderOfPaymentId,
      );
      if (!item) throw notFound(`Order-of-payment item ${String(d.orderOfPaymentId)}`);
      return {
        orderOfPaymentId: item.orderOfPaymentId,
        name: item.orderOfPaymentName,
        amount: Number(d.price ?? item.amount),
        class: 'INDIVIDUAL',
      };
    });
    const app = createApplication(state, {
      userId: user.userId,
      permitType: labType,
      formData: { ...parent.formData, recurring: true, parentApplicationId: parent.applicationId },
      recurring: true,
      parentApplicationId: parent.applicationId,
      status: 'Submitted',
    });
    const payment = {
      paymentId: nextId(state, 'payment', 7001),
      refNum: referenceNumber(state),
      applicationId: app.applicationId,
      bulkApplicationId: null,
      userId: user.userId,
      status: body.officialReceiptNumber ? 'Submitted' : 'For Review',
      total: details.reduce((s, d) => s + d.amount, 0),
      paymentDate: body.officialReceiptNumber ? nowIso(state) : null,
      officialReceiptNumber: body.officialReceiptNumber ?? null,
      imageId: null,
      paymentType: 'MANUAL' as const,
      remarks: null,
      details,
      recurring: true,
      createdDate: nowIso(state),
      ePaymentBillNumber: null,
    };
    state.payments.push(payment);
    advanceStep(state, { applicationId: app.applicationId }, 'Recurring Payment');
    return { data: paymentDto(payment) };
  }),

  endpoint('ONLINE_PAYMENT_REQUEST', async ({ state, user, request }) => {
    const body = await bodyOf('ONLINE_PAYMENT_REQUEST', request);
    const refNum = text(body.refNum, 'refNum');
    const billNumber = text(body.billNumber, 'billNumber');
    const payment = state.payments.find((p) => p.refNum === refNum);
    if (!payment) throw notFound(`Payment ${refNum}`);
    const bulk =
      payment.bulkApplicationId === null ? undefined : findBulk(state, payment.bulkApplicationId);
    if (payment.userId !== user.userId && bulk?.userId !== user.userId)
      throw new ApiError(403, 403, `Payment ${refNum} belongs to another applicant.`);
    if (!statusIs(payment.status, 'For Review', 'Requires Update'))
      throw conflict(`Payment ${refNum} is ${payment.status}; nothing to pay online.`);
    if (isEPayment(payment)) throw conflict(`An e-payment was already requested for ${refNum}.`);
    payment.ePaymentBillNumber = billNumber;
    payment.paymentType = 'ONLINE';
    const params = new URLSearchParams({ refNum, total: String(payment.total), billNumber });
    return { epaymentUrl: `/__staff/e-payment?${params.toString()}` };
  }),
];
