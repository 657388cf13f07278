import { isOccupationalPermitAccepted } from './occupational-permit';

describe('isOccupationalPermitAccepted (intake §5 Occupational permit number)', () => {
  it('accepts Success with non-empty data', () => {
    expect(isOccupationalPermitAccepted({ message: 'Success', data: { name: 'Juan' } })).toBe(true);
  });
  it.each([
    [{ message: 'Success', data: null }],
    [{ message: 'Success', data: {} }],
    [{ message: 'Not Found', data: { name: 'x' } }],
    [null],
    [{}],
  ])('rejects %p', (response) => {
    expect(isOccupationalPermitAccepted(response)).toBe(false);
  });
});
