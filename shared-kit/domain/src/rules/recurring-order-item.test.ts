import { buildRecurringPaymentRequest, recurringOrderItem } from './recurring-order-item';

// Payment-certificates spec §9 Business constants: the recurring order item is chosen by name
// containing VD (social hygiene) or Microbiological (water analysis); peso flag false. §3 Recurring
// payment request: applicationId, peso, officialReceiptNumber (optional), detailRequestDtos each with
// orderOfPaymentId, price, laboratory, socialHygiene, waterAnalysis.
const vd = {
  orderOfPaymentId: 4,
  orderOfPaymentName: 'VD Screening (Social Hygiene)',
  amount: 120,
};
const water = {
  orderOfPaymentId: 13,
  orderOfPaymentName: 'MICROBIOLOGICAL Water Analysis',
  amount: 450,
};
const items = [
  { orderOfPaymentId: 1, orderOfPaymentName: 'Health Certificate Fee', amount: 150 },
  { orderOfPaymentId: 2, orderOfPaymentName: 'Advance Laboratory Fee', amount: 200 },
  vd,
  water,
];

describe('recurringOrderItem (payment §9: VD for SHL, Microbiological for WAL)', () => {
  it('chooses the VD item for social hygiene, not a word that merely contains the letters', () => {
    expect(recurringOrderItem(items, 'SHL')?.orderOfPaymentId).toBe(4);
  });

  it('chooses the microbiological item for water analysis, in any case', () => {
    expect(recurringOrderItem(items, 'WAL')?.orderOfPaymentId).toBe(13);
  });

  it('gives nothing when no item matches or there is no list', () => {
    expect(recurringOrderItem(items.slice(0, 2), 'SHL')).toBeUndefined();
    expect(recurringOrderItem(null, 'WAL')).toBeUndefined();
    expect(
      recurringOrderItem([{ orderOfPaymentId: 9, orderOfPaymentName: null }], 'SHL'),
    ).toBeUndefined();
  });
});

describe('buildRecurringPaymentRequest (payment §3 Recurring payment request)', () => {
  it('sends the chosen item with its price, the SHL flags and peso false', () => {
    expect(
      buildRecurringPaymentRequest({
        applicationId: '1001',
        officialReceiptNumber: ' OR-77 ',
        item: vd,
        labType: 'SHL',
      }),
    ).toEqual({
      applicationId: '1001',
      peso: false,
      officialReceiptNumber: 'OR-77',
      detailRequestDtos: [
        {
          orderOfPaymentId: 4,
          price: 120,
          laboratory: true,
          socialHygiene: true,
          waterAnalysis: false,
        },
      ],
    });
  });

  it('flags water analysis for WAL and leaves a blank OR number out (it is optional)', () => {
    const request = buildRecurringPaymentRequest({
      applicationId: '2001',
      officialReceiptNumber: '  ',
      item: water,
      labType: 'WAL',
    });
    expect(request.peso).toBe(false);
    expect(request).not.toHaveProperty('officialReceiptNumber');
    expect(request.detailRequestDtos[0]).toMatchObject({
      socialHygiene: false,
      waterAnalysis: true,
      price: 450,
    });
  });
});
