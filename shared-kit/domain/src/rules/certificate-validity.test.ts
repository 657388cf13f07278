/** payment-certificates spec §4 (approved lab counts), §5 Certificate validity, §9 constants. */
import {
  addCalendarDays,
  addCalendarYears,
  certificateExpiry,
  isLabApproved,
  labValidUntil,
  labValidity,
  latestPaymentDay,
  validityStatus,
  healthCertificateExpiry,
  isHealthCertificateIssued,
} from './certificate-validity';

describe('payment §4: an approved lab (case-insensitive) counts', () => {
  it.each(['approved', 'Approved', 'APPROVED', ' approved '])('%p counts', (status) => {
    expect(isLabApproved(status)).toBe(true);
  });
  it.each(['Submitted', 'Certified', 'Completed', '', null, undefined, 'not approved'])(
    '%p does not count',
    (status) => {
      expect(isLabApproved(status)).toBe(false);
    },
  );
});

describe('payment §5: lab validity is 14 days after approval', () => {
  it('adds 14 calendar days, across month and year ends', () => {
    expect(labValidUntil('2026-11-01')).toBe('2026-11-15');
    expect(labValidUntil('12/25/2026')).toBe('2027-01-08');
    expect(labValidUntil('2024-02-20')).toBe('2024-03-05');
  });
  it('is undefined without an approval date', () => {
    expect(labValidUntil(undefined)).toBeUndefined();
    expect(labValidUntil('not a date')).toBeUndefined();
  });
  it('is valid on day 14 and expired on day 15', () => {
    const lab = { status: 'APPROVED', approvedDate: '2026-11-01' };
    expect(labValidity(lab, '2026-11-15')).toEqual({
      counts: true,
      validUntil: '2026-11-15',
      status: 'valid',
    });
    expect(labValidity(lab, '2026-11-16').status).toBe('expired');
  });
  it('a Completed lab counts when it carries its approval date', () => {
    expect(
      labValidity({ status: 'Completed', approvedDate: '2026-11-01' }, '2026-11-10').counts,
    ).toBe(true);
    expect(labValidity({ status: 'COMPLETED', approvedDate: undefined }, '2026-11-10').counts).toBe(
      false,
    );
  });
  it('a lab that is not approved does not count and is not valid', () => {
    expect(labValidity({ status: 'Certified', approvedDate: '2026-11-01' }, '2026-11-02')).toEqual({
      counts: false,
      validUntil: undefined,
      status: 'expired',
    });
  });
});

describe('payment §5: expiry one year after the latest payment date', () => {
  it('uses the latest payment date, ignoring unreadable ones', () => {
    const payments = [
      { paymentDate: '2026-01-10' },
      { paymentDate: '2026-03-05T09:00:00+08:00' },
      { paymentDate: 'garbage' },
      {},
    ];
    expect(latestPaymentDay(payments)).toBe('2026-03-05');
    expect(certificateExpiry(payments)).toBe('2027-03-05');
  });
  it('29 February expires on 28 February', () => {
    expect(certificateExpiry([{ paymentDate: '2024-02-29' }])).toBe('2025-02-28');
  });
  it('has no expiry without a payment', () => {
    expect(certificateExpiry([])).toBeUndefined();
    expect(certificateExpiry(null)).toBeUndefined();
  });
  it('is valid on the expiry day and expired the day after', () => {
    expect(validityStatus('2027-03-05', '2027-03-05')).toBe('valid');
    expect(validityStatus('2027-03-05', '2027-03-06')).toBe('expired');
    expect(validityStatus(undefined, '2027-03-01')).toBe('expired');
  });
});

describe('day arithmetic', () => {
  it('adds days and years on calendar days', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarYears('2026-06-15', 1)).toBe('2027-06-15');
  });
});

describe('payment §5: health certificate expiry defaults to one year after the latest payment', () => {
  it('uses the recorded expiration date when present', () => {
    expect(
      healthCertificateExpiry({
        expirationDate: '2027-12-01',
        paymentDetailResponseDto: [{ paymentDate: '2026-01-01' }],
      }),
    ).toBe('2027-12-01');
  });
  it('defaults to one year after the latest payment', () => {
    expect(
      healthCertificateExpiry({
        paymentDetailResponseDto: [{ paymentDate: '2026-01-01' }, { paymentDate: '2026-02-01' }],
      }),
    ).toBe('2027-02-01');
    expect(healthCertificateExpiry({})).toBeUndefined();
  });
});

describe('isHealthCertificateIssued (a QR page calls only an issued certificate valid)', () => {
  const now = '2026-11-21T04:00:00.000Z';
  it('is issued once the head approved it, on or before today', () => {
    expect(
      isHealthCertificateIssued({ status: 'Completed', approvedDate: '2026-11-20' }, now),
    ).toBe(true);
    expect(isHealthCertificateIssued({ status: 'completed', approvedDate: now }, now)).toBe(true);
  });
  it('is not issued without an approval date, or with one in the future', () => {
    expect(isHealthCertificateIssued({ status: 'For Review', approvedDate: null }, now)).toBe(
      false,
    );
    expect(isHealthCertificateIssued({ status: 'Completed', approvedDate: 'soon' }, now)).toBe(
      false,
    );
    expect(
      isHealthCertificateIssued({ status: 'Completed', approvedDate: '2026-11-22' }, now),
    ).toBe(false);
  });
  it.each(['Rejected', 'REJECTED', 'On Hold', 'ON_HOLD', 'Discard', 'cancelled'])(
    'is not issued when the application is %s',
    (status) => {
      expect(isHealthCertificateIssued({ status, approvedDate: '2026-11-20' }, now)).toBe(false);
    },
  );
});
