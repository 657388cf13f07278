import { activeSubIndustries, foodIndustries, subIndustryLabel } from './industry';

describe('SP industry filter (intake §3 Industry; payment §5 Primary details)', () => {
  const industries = [
    {
      industryId: 1,
      industryName: 'Food Service',
      subIndustryResponseDtos: [
        { subIndustryId: 11, subIndustryName: 'Bakery', inactive: true },
        { subIndustryId: 12, subIndustryDesc: 'Eatery' },
      ],
    },
    { industryId: 2, industryName: 'Seafood Processing' },
    { industryId: 3, industryName: 'Salon' },
    { industryId: 4 },
  ];
  it("offers only industries whose name contains 'food'", () => {
    expect(foodIndustries(industries).map((i) => i.industryId)).toEqual([1, 2]);
    expect(foodIndustries(undefined)).toEqual([]);
  });
  it('offers only sub-industries that are not inactive', () => {
    expect(activeSubIndustries(industries[0]).map((s) => s.subIndustryId)).toEqual([12]);
    expect(activeSubIndustries(industries[1])).toEqual([]);
    expect(subIndustryLabel({ subIndustryDesc: 'Eatery' })).toBe('Eatery');
  });
});
