import { isUnderMaintenance } from './maintenance';

const window = { active: true, validFrom: '2026-11-21T00:00:00Z', validTo: '2026-11-21T06:00:00Z' };

describe('isUnderMaintenance (payment §4 maintenance window, §8)', () => {
  it('applies only when active and now is within validFrom and validTo', () => {
    expect(isUnderMaintenance(window, new Date('2026-11-21T03:00:00Z'))).toBe(true);
    expect(isUnderMaintenance(window, new Date('2026-11-21T06:00:00Z'))).toBe(true);
    expect(isUnderMaintenance(window, new Date('2026-11-21T06:00:01Z'))).toBe(false);
    expect(isUnderMaintenance({ ...window, active: false }, new Date('2026-11-21T03:00:00Z'))).toBe(
      false,
    );
  });
  it('treats missing or malformed data as no maintenance', () => {
    expect(isUnderMaintenance(undefined)).toBe(false);
    expect(isUnderMaintenance({ active: true, validFrom: 'x', validTo: null })).toBe(false);
  });
});
