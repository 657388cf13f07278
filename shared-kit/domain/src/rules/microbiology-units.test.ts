/** payment-certificates spec §9 Microbiology methods, units and standards. */
import { microbiologyStandard } from './microbiology-units';

describe('payment §9: microbiology units', () => {
  it.each(['Multiple Tube Fermentation', 'tube', 'TUBE METHOD'])(
    '%p is the tube method',
    (method) => {
      expect(microbiologyStandard(method)).toEqual({
        kind: 'tube',
        unit: 'MPN/100mL',
        standard: '<1.1 MPN/100mL',
      });
    },
  );
  it.each(['Enzyme Substrate', 'enzyme'])('%p is the enzyme method', (method) => {
    expect(microbiologyStandard(method)).toEqual({
      kind: 'enzyme',
      unit: 'Per 100mL',
      standard: 'ABSENT',
    });
  });
  it.each(['Pour Plate', 'Heterotrophic plate count', 'plate'])(
    '%p is the plate method',
    (method) => {
      expect(microbiologyStandard(method)).toEqual({
        kind: 'plate',
        unit: 'CFU/mL',
        standard: 'less than 500 CFU/mL',
      });
    },
  );
  it('an unknown method has no unit', () => {
    expect(microbiologyStandard('')).toBeUndefined();
    expect(microbiologyStandard(undefined)).toBeUndefined();
  });
});
