import { TextField } from '@qce/shared-kit/forms';

/**
 * The applicant's details that come from the account (intake §5 Personal info: "Name, email and birth
 * date are pre-filled and disabled"): the ones the account filled in, to show disabled and to send as
 * they are, whatever a draft says.
 */
export function fromAccount<V extends object, K extends keyof V & string>(
  values: V,
  keys: readonly K[],
): { fixedValues: Partial<V>; fixed: (key: keyof V) => boolean } {
  const fixedValues: Partial<V> = {};
  for (const key of keys) {
    if (values[key] !== '') fixedValues[key] = values[key];
  }
  return { fixedValues, fixed: (key) => fixedValues[key] !== undefined };
}

/** Last, first and middle name, each disabled when the account filled it in. */
export function AccountNameFields({
  fixed,
}: {
  fixed: (key: 'lastName' | 'firstName' | 'middleName') => boolean;
}) {
  return (
    <>
      <TextField name="lastName" label="Last Name" required disabled={fixed('lastName')} />
      <TextField name="firstName" label="First Name" required disabled={fixed('firstName')} />
      <TextField name="middleName" label="Middle Name" disabled={fixed('middleName')} />
    </>
  );
}
