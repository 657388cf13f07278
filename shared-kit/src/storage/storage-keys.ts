/**
 * The browser storage keys of the spec, behind one typed module. Nothing else in the code base
 * touches localStorage/sessionStorage by these names.
 */
const LOCAL_KEYS = {
  token: 'token',
  appId: 'app-id',
  permitId: 'permit-id',
  actualClass: 'actual-class',
  subClass: 'sub-class',
} as const;

const SESSION_KEYS = {
  userId: 'userID',
} as const;

/** The storage names of the session, for what reads them before the kit runs (the early reads' plan). */
export const STORAGE_KEY_NAMES = { token: LOCAL_KEYS.token, userId: SESSION_KEYS.userId } as const;

export type LocalKey = keyof typeof LOCAL_KEYS;
export type SessionKey = keyof typeof SESSION_KEYS;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export const localKeys = {
  get(key: LocalKey): string | null {
    return safe(() => window.localStorage.getItem(LOCAL_KEYS[key]), null);
  },
  set(key: LocalKey, value: string): void {
    safe(() => window.localStorage.setItem(LOCAL_KEYS[key], value), undefined);
  },
  remove(key: LocalKey): void {
    safe(() => window.localStorage.removeItem(LOCAL_KEYS[key]), undefined);
  },
};

export const sessionKeys = {
  get(key: SessionKey): string | null {
    return safe(() => window.sessionStorage.getItem(SESSION_KEYS[key]), null);
  },
  set(key: SessionKey, value: string): void {
    safe(() => window.sessionStorage.setItem(SESSION_KEYS[key], value), undefined);
  },
  remove(key: SessionKey): void {
    safe(() => window.sessionStorage.removeItem(SESSION_KEYS[key]), undefined);
  },
};

/** The bearer token every call carries. */
export const getToken = (): string | null => localKeys.get('token');
/** The signed-in applicant's user id. */
export const getUserId = (): string | null => sessionKeys.get('userId');

/** The sessionStorage key of a client store area (`qce:<area>`, payment spec §3). */
export const storeKey = (area: string): string => `qce:${area}`;

/** Drops one client store area's saved state; the store starts empty when it is next created. */
export function forgetStoreArea(area: string): void {
  safe(() => window.sessionStorage.removeItem(storeKey(area)), undefined);
}

/**
 * Forgets everything this tab keeps for the applicant before another one signs in here: the whole
 * sessionStorage (user id, client stores, form drafts) and the spec's per-application keys. The
 * token is left for the new hand-off to overwrite.
 */
export function forgetApplicant(): void {
  safe(() => window.sessionStorage.clear(), undefined);
  (['appId', 'permitId', 'actualClass', 'subClass'] as const).forEach((key) =>
    localKeys.remove(key),
  );
}
