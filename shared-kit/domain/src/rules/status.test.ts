import { normalizeStatus, statusIs } from './status';

describe('status (intake §4 statuses; payment §4 "lower/upper case ignored")', () => {
  it('compares statuses case-insensitively and ignores underscores/extra spaces', () => {
    expect(statusIs('ON HOLD', 'on hold')).toBe(true);
    expect(statusIs(' for  review ', 'For Review')).toBe(true);
    expect(statusIs('IN_PROGRESS', 'in progress')).toBe(true);
    expect(statusIs('Rejected', 'cancelled', 'rejected')).toBe(true);
  });

  it('never matches a missing or non-string status', () => {
    expect(statusIs(undefined, '')).toBe(false);
    expect(statusIs(42, '42')).toBe(false);
    expect(normalizeStatus(null)).toBe('');
  });
});
