import { landingFieldState, primaryDetailsState } from './landing-form';

describe('landing form field states (intake §5 Landing form)', () => {
  it('enables sub-industry only after industry and business line only after sub-industry', () => {
    expect(landingFieldState({})).toMatchObject({
      subIndustryEnabled: false,
      businessLineEnabled: false,
    });
    expect(landingFieldState({ industryId: 1 })).toMatchObject({
      subIndustryEnabled: true,
      businessLineEnabled: false,
    });
    expect(landingFieldState({ industryId: '1', subIndustryId: 2 })).toMatchObject({
      businessLineEnabled: true,
    });
    expect(landingFieldState({ subIndustryId: 2 }).businessLineEnabled).toBe(false);
  });
  it('shows classification and PESO for the health card only, PESO disabled for bulk', () => {
    expect(landingFieldState({ isHealthCard: true, classification: 'INDIVIDUAL' })).toMatchObject({
      showClassification: true,
      showPeso: true,
      pesoEnabled: true,
    });
    expect(landingFieldState({ isHealthCard: true, classification: 'bulk' }).pesoEnabled).toBe(
      false,
    );
    expect(landingFieldState({ isHealthCard: false })).toMatchObject({
      showClassification: false,
      showPeso: false,
      pesoEnabled: false,
    });
  });
});

describe('primary details state (payment §5 Primary details)', () => {
  it('enables sub-industry after an industry and Submit after a sub-industry', () => {
    expect(primaryDetailsState({})).toEqual({ subIndustryEnabled: false, submitEnabled: false });
    expect(primaryDetailsState({ industryId: 3 })).toEqual({
      subIndustryEnabled: true,
      submitEnabled: false,
    });
    expect(primaryDetailsState({ industryId: 3, subIndustryId: 4 })).toEqual({
      subIndustryEnabled: true,
      submitEnabled: true,
    });
  });
});
