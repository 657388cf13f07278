import { impliesYellowCard, resolveYellowCard } from './yellow-card';

describe('Masseur implies yellow card (intake §5 Personal info, §9)', () => {
  it('forces yellowCard true for Masseur', () => {
    expect(impliesYellowCard(' masseur ')).toBe(true);
    expect(resolveYellowCard('Masseur', false)).toBe(true);
  });
  it('keeps the current value otherwise', () => {
    expect(resolveYellowCard('Cook', true)).toBe(true);
    expect(resolveYellowCard('Cook', undefined)).toBe(false);
    expect(impliesYellowCard(null)).toBe(false);
  });
});
