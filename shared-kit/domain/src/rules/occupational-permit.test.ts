import { isOccupationalPermitAccepted } from './occupational-permit';

describe('isOccupationalPermitAccepted (intake §5 Occupational permit number: "Accepted when the message is Success and the data is non-empty")', () => {
  it.each([
    [{ message: 'Success', data: { name: 'Juan' } }],
    [{ message: ' success ', data: [{ name: 'Juan' }] }],
  ])('accepts %p', (response) => {
    expect(isOccupationalPermitAccepted(response)).toBe(true);
  });
  it.each([
    [{ message: 'Success', data: null }],
    [{ message: 'Success', data: {} }],
    [{ message: 'Success', data: [] }],
    [{ message: 'Success', data: 'Juan' }],
    [{ message: 'Not Found', data: { name: 'x' } }],
    [null],
    [{}],
  ])('rejects %p', (response) => {
    expect(isOccupationalPermitAccepted(response)).toBe(false);
  });
});
