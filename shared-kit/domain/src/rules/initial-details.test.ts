import { MESSAGES } from '../messages';
import {
  changedDetails,
  noChangeError,
  onIndustryChange,
  onSubIndustryChange,
} from './initial-details';

const industries = [
  {
    industryId: 1,
    industryName: 'Food',
    subIndustryResponseDtos: [
      {
        subIndustryId: 10,
        subIndustryName: 'Old',
        inactive: true,
        businessLines: [{ businessLineName: 'X' }],
      },
      {
        subIndustryId: 11,
        subIndustryName: 'Bakery',
        businessLines: [{ businessLineName: 'Bread' }, { businessLineName: 'Cake' }],
      },
      {
        subIndustryId: 12,
        subIndustryName: 'Eatery',
        businessLines: [{ businessLineDesc: 'Carinderia' }],
      },
    ],
  },
];

describe('changing initial details (intake §5 Changing initial details)', () => {
  it("requires at least one change ('No change detected')", () => {
    const current = { applicationTypeId: 1, industryId: '1', businessLine: 'Bread' };
    expect(
      noChangeError(current, { applicationTypeId: '1', industryId: 1, businessLine: ' Bread ' }),
    ).toBe(MESSAGES.updateDetails.noChange);
    expect(noChangeError(current, { ...current, businessLine: 'Cake' })).toBeUndefined();
    expect(changedDetails(current, { ...current, businessLine: 'Cake' })).toEqual([
      { field: 'businessLine', from: 'Bread', to: 'Cake' },
    ]);
    expect(noChangeError(undefined, null)).toBe(MESSAGES.updateDetails.noChange);
  });

  it('resets sub-industry and business line to the first active option on industry change', () => {
    expect(onIndustryChange(industries, '1')).toEqual({
      industryId: 1,
      industry: 'Food',
      subIndustryId: 11,
      subIndustry: 'Bakery',
      businessLine: 'Bread',
    });
    expect(onIndustryChange(industries, 99)).toEqual({});
  });

  it('resets business line to the first on sub-industry change', () => {
    expect(onSubIndustryChange(industries[0], 12)).toEqual({
      subIndustryId: 12,
      subIndustry: 'Eatery',
      businessLine: 'Carinderia',
    });
    expect(onSubIndustryChange(industries[0], 10)).toEqual({});
    expect(onSubIndustryChange(undefined, 10)).toEqual({});
  });
});
