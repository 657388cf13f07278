import { normalizeFormValues } from './normalize';

describe('normalizeFormValues (intake §5 Personal info: trimmed on submit, empty suffix absent)', () => {
  it('trims strings and drops empty ones', () => {
    expect(
      normalizeFormValues({
        firstName: '  Ana ',
        suffix: '',
        middleName: '   ',
        age: 0,
        isPESO: false,
        tags: [' a '],
      }),
    ).toEqual({
      firstName: 'Ana',
      age: 0,
      isPESO: false,
      tags: [' a '],
    });
  });
  it('drops the empty suffix so it is sent as absent', () => {
    expect('suffix' in normalizeFormValues({ suffix: ' ' })).toBe(false);
  });
  it('cleans nested plain objects and keeps Dates', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    expect(
      normalizeFormValues({ formData: { city: ' QC ', street: '' }, when, gone: null }),
    ).toEqual({ formData: { city: 'QC' }, when });
  });
  it('tolerates non-objects', () => {
    expect(normalizeFormValues(null)).toEqual({});
    expect(normalizeFormValues(undefined)).toEqual({});
  });
});
