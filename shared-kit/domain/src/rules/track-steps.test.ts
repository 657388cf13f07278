import { STEP_ROUTE, TRANSACTION_TYPE } from './audit-log';
import { IHC_STEPS, SP_STEPS } from './track-steps';

describe("the tracks' flow steps (intake §1 journey, §4 Flow steps)", () => {
  it('the health card goes through every step once, the HIV seminar between payment and head approval', () => {
    expect([...IHC_STEPS].sort()).toEqual(Object.values(TRANSACTION_TYPE).sort());
    expect(IHC_STEPS.indexOf(TRANSACTION_TYPE.hivSeminar)).toBe(
      IHC_STEPS.indexOf(TRANSACTION_TYPE.paymentValidation) + 1,
    );
    expect(IHC_STEPS.at(-1)).toBe(TRANSACTION_TYPE.headApproval);
  });

  it('the sanitary permit follows the same shape without the seminar and test (intake §1)', () => {
    expect(SP_STEPS).toEqual(IHC_STEPS.filter((step) => step !== TRANSACTION_TYPE.hivSeminar));
  });

  it('every step of both tracks has a page', () => {
    for (const step of [...IHC_STEPS, ...SP_STEPS]) expect(STEP_ROUTE[step]).toMatch(/^\/[a-z-]+$/);
  });
});
