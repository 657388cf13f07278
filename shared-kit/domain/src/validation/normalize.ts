/**
 * The one place form values are cleaned before submit (intake §5 Personal info: text fields are
 * trimmed on submit; an empty suffix is sent as absent; STYLE.md 6): strings are trimmed, empty
 * strings (and null/undefined) are dropped, plain nested objects are cleaned the same way. Other
 * values (numbers, booleans, arrays, Dates, Files) are kept as they are.
 */
export type NormalizedValues<T> = { [K in keyof T]?: T[K] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function normalizeFormValues<T extends object>(
  values: T | null | undefined,
): NormalizedValues<T> {
  const out: Record<string, unknown> = {};
  if (!isPlainObject(values)) return out as NormalizedValues<T>;
  for (const [key, raw] of Object.entries(values)) {
    const value =
      typeof raw === 'string' ? raw.trim() : isPlainObject(raw) ? normalizeFormValues(raw) : raw;
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out as NormalizedValues<T>;
}
