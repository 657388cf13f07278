/** Nationality on certificates (payment-certificates spec §5): 'Philippines' shows as Filipino. */
import { MESSAGES } from '@qce/domain/messages';

/** payment §5: 'Philippines' (any case, surrounding spaces ignored) shows as Filipino; others as given. */
export function displayNationality(nationality: string | null | undefined): string {
  const value = (nationality ?? '').trim();
  return value.toLowerCase() === MESSAGES.certificates.philippines.toLowerCase()
    ? MESSAGES.certificates.filipino
    : value;
}
