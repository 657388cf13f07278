interface NameParts {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
}

/** "Juan Santos Dela Cruz Jr." */
export function fullName(person: NameParts | null | undefined): string {
  if (!person) return '';
  return [person.firstName, person.middleName, person.lastName, person.suffix]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** A lab signatory as printed and announced: the name with the degree suffix ("Ana Reyes, RMT"). */
export function signatoryName(
  signatory: (NameParts & { degreeSuffix?: string | null | undefined }) | null | undefined,
): string {
  return signatory ? [fullName(signatory), signatory.degreeSuffix].filter(Boolean).join(', ') : '';
}

/** A value for display: '' for null/undefined, numbers as text. */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}
