/**
 * Application types offered per track (intake §3 Application type: applicationTypeId, value,
 * applicableToIHC, applicableToSP). The sanitary permit landing offers only types applicable to SP.
 */
export interface ApplicationTypeInput {
  applicableToIHC?: boolean | null;
  applicableToSP?: boolean | null;
}

export type ApplicationTrack = 'IHC' | 'SP';

/** The types applicable to the track (flag strictly true); non-objects are dropped. */
export function applicationTypesFor<T extends ApplicationTypeInput>(
  types: readonly T[] | null | undefined,
  track: ApplicationTrack,
): T[] {
  if (!Array.isArray(types)) return [];
  return types.filter(
    (t) =>
      t !== null &&
      typeof t === 'object' &&
      (track === 'SP' ? t.applicableToSP === true : t.applicableToIHC === true),
  );
}
