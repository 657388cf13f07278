import { isRequirementVisible, visibleRequirements } from './requirement-visibility';

const req = (requirementName: string, extra = {}) => ({ requirementName, ...extra });
const hc = { isHealthCard: true, birthDate: '1990-01-01', applicationDate: '2026-11-21' };

describe('requirement visibility (intake §5 Requirement visibility)', () => {
  it('hides inactive requirements', () => {
    expect(isRequirementVisible(req('Chest X-Ray', { inactive: true }), hc)).toBe(false);
    expect(isRequirementVisible(req('Chest X-Ray'), hc)).toBe(true);
  });

  it('shows the letter of consent only under 18 at the application date', () => {
    const letter = req('Letter of Consent');
    expect(isRequirementVisible(letter, { ...hc, birthDate: '2008-11-22' })).toBe(true);
    expect(isRequirementVisible(letter, { ...hc, birthDate: '2008-11-21' })).toBe(false);
    expect(
      isRequirementVisible(letter, {
        isHealthCard: false,
        birthDate: '2010-01-01',
        applicationDate: '2026-01-01',
      }),
    ).toBe(true);
  });

  it('shows PESO Beneficiary requirements only when isPESO (health card)', () => {
    expect(isRequirementVisible(req('PESO Beneficiary Certificate'), hc)).toBe(false);
    expect(isRequirementVisible(req('PESO Beneficiary Certificate'), { ...hc, isPESO: true })).toBe(
      true,
    );
  });

  it('shows Birth Certificate only when yellowCard (health card)', () => {
    expect(isRequirementVisible(req('Birth Certificate'), hc)).toBe(false);
    expect(isRequirementVisible(req('Birth Certificate'), { ...hc, yellowCard: true })).toBe(true);
  });

  it('always hides VD Screening and Massagist Training Course (health card)', () => {
    expect(
      isRequirementVisible(req('VD Screening'), { ...hc, yellowCard: true, isPESO: true }),
    ).toBe(false);
    expect(isRequirementVisible(req('Massagist Training Course'), hc)).toBe(false);
  });

  it('filters lists and tolerates malformed entries', () => {
    expect(visibleRequirements([req('A'), null as never, req('VD Screening')], hc)).toEqual([
      req('A'),
    ]);
    expect(visibleRequirements(undefined)).toEqual([]);
    expect(isRequirementVisible(undefined)).toBe(false);
  });
});
