import { matchesPattern, PATTERNS } from './patterns';

describe('shared patterns (intake §5 Shared patterns; payment §5 OR number)', () => {
  it.each([
    [
      'email',
      ['ana@x.ph', 'a.b+c@mail.example.com'],
      ['ana@x', 'ana@x.toolong', 'a b@x.ph', '@x.ph', 'ana@x.p1'],
    ],
    ['name', ['Ana', 'Santo Niño', 'Mary-Ann', 'Jr. Cruz', 'ÑANDU'], ['Ana1', 'Ana_', '']],
    ['lettersOnly', ['Male'], ['Ma le', 'M4le']],
    ['lettersWithSpace', ['Quezon City'], ['Quezon-City', 'City1']],
    [
      'alphanumericWithSpaceHyphenPeriod',
      ['Food Handler 2', 'Sr. Cook-1'],
      ['Cook/Chef', 'Cook_1'],
    ],
    ['alphanumericNoSpace', ['ABC123'], ['ABC 123', 'A-1']],
    ['numbersOnly', ['09171234567'], ['0917 123', '+63', '12a']],
    ['date', ['1/2/2000', '31/12/1999'], ['2000-01-02', '1/2/00', '1-2-2000']],
    ['orNumber', ['OR-123.4', 'abc123'], ['OR 123', 'OR#1', '']],
  ] as const)('%s accepts and rejects', (name, good, bad) => {
    for (const v of good) expect(matchesPattern(v, name)).toBe(true);
    for (const v of bad) expect(matchesPattern(v, name)).toBe(false);
  });

  it('never matches non-strings', () => {
    expect(matchesPattern(undefined, 'email')).toBe(false);
    expect(Object.keys(PATTERNS)).toHaveLength(9);
  });
});
