/** payment-certificates spec §5: nationality 'Philippines' shows as Filipino. */
import { MESSAGES } from '../messages/messages';
import { displayNationality } from './nationality-display';

describe('payment §5: nationality display', () => {
  it.each(['Philippines', 'PHILIPPINES', ' philippines '])('%p shows as Filipino', (value) => {
    expect(displayNationality(value)).toBe(MESSAGES.certificates.filipino);
  });
  it('other nationalities show as given', () => {
    expect(displayNationality('Japanese')).toBe('Japanese');
    expect(displayNationality('Filipino')).toBe('Filipino');
  });
  it('missing shows empty', () => {
    expect(displayNationality(undefined)).toBe('');
  });
});
