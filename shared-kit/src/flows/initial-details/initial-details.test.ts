import type { ApplicationType, Industry } from '@qce/shared-kit/api';
import { landingSelection, pickInitialDetails } from './initial-details';

const industries: Industry[] = [
  {
    industryId: 1,
    industryName: 'Food',
    subIndustryResponseDtos: [
      {
        subIndustryId: 11,
        subIndustryName: 'Bakery',
        inactive: false,
        businessLines: [{ businessLineName: 'Bread' }],
      },
    ],
  },
];
const types: ApplicationType[] = [
  { applicationTypeId: 3, value: 'New', applicableToIHC: true, applicableToSP: true },
];

describe('initial details (intake §2 Landing new-application form)', () => {
  it('picks only the listed keys that formData holds', () => {
    expect(
      pickInitialDetails({ industry: 'Food', industryId: 1, isPESO: true, firstName: 'Ana' }, [
        'industry',
        'industryId',
        'subIndustry',
      ]),
    ).toEqual({ industry: 'Food', industryId: 1 });
    expect(pickInitialDetails(undefined, ['industry'])).toEqual({});
  });

  it('turns the landing selects into ids and the names shown on the form', () => {
    expect(
      landingSelection(
        { applicationTypeId: '3', industryId: '1', subIndustryId: '11', businessLine: 'Bread' },
        industries,
        types,
      ),
    ).toEqual({
      applicationTypeId: 3,
      type: 'New',
      industryId: 1,
      industry: 'Food',
      subIndustryId: 11,
      subIndustry: 'Bakery',
      businessLine: 'Bread',
    });
  });

  it('leaves out names it cannot find', () => {
    const chosen = landingSelection(
      { applicationTypeId: '9', industryId: '7', subIndustryId: '' },
      industries,
      types,
    );
    expect(chosen).not.toHaveProperty('type');
    expect(chosen).not.toHaveProperty('industry');
    expect(chosen).not.toHaveProperty('businessLine');
    expect(chosen.subIndustry).toBe('');
  });
});
