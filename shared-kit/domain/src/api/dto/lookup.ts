/** Lookup ids: 4 city, 5 nationality, 6 occupation. */
export const LOOKUP_IDS = { city: 4, nationality: 5, occupation: 6 } as const;

export interface Lookup {
  lookUpId: number;
  value: string;
}

/** An entry of GET /lookup/info/:lookUpId. */
export interface LookupInfo {
  lookUpInfoId?: number;
  lookUpId: number;
  value: string;
}
