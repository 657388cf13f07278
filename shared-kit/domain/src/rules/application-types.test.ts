import { applicationTypesFor } from './application-types';

/** intake §3 Application type (applicableToIHC, applicableToSP); §2 Landing new-application form. */
describe('applicationTypesFor', () => {
  const types = [
    { applicationTypeId: 1, value: 'New', applicableToIHC: true, applicableToSP: true },
    {
      applicationTypeId: 2,
      value: 'Amendment of Business',
      applicableToIHC: false,
      applicableToSP: true,
    },
    { applicationTypeId: 3, value: 'Renewal', applicableToIHC: true, applicableToSP: false },
  ];

  it('offers only the types applicable to SP on the sanitary permit track', () => {
    expect(applicationTypesFor(types, 'SP').map((t) => t.value)).toEqual([
      'New',
      'Amendment of Business',
    ]);
  });

  it('offers only the types applicable to IHC on the health card track', () => {
    expect(applicationTypesFor(types, 'IHC').map((t) => t.value)).toEqual(['New', 'Renewal']);
  });

  it('treats a missing flag as not applicable and survives bad input', () => {
    expect(applicationTypesFor([{ applicableToSP: null }, {}], 'SP')).toEqual([]);
    expect(applicationTypesFor(null, 'SP')).toEqual([]);
    expect(applicationTypesFor([null as unknown as { applicableToSP: boolean }], 'SP')).toEqual([]);
  });
});
