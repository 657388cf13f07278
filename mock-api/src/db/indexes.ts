/**
 * Lookup indexes over the state's record lists, so a handler finds an application's records without scanning
 * every stored one (a 10,000-row roster used to take minutes). An index belongs to one list object and is
 * kept in memory only (never persisted): appended records are added on the next lookup, and a list that was
 * replaced, shortened or rewritten is indexed again from scratch.
 */
interface Built<T> {
  length: number;
  last: T | undefined;
  map: Map<string, T[]>;
}

const indexes = new WeakMap<object, Map<string, Built<unknown>>>();

/** The records of `list` grouped by `keyOf` (the key must not change once a record is stored). */
export function groupedBy<T>(
  list: readonly T[],
  name: string,
  keyOf: (record: T) => string,
): Map<string, T[]> {
  let byName = indexes.get(list);
  if (!byName) {
    byName = new Map();
    indexes.set(list, byName);
  }
  let built = byName.get(name) as Built<T> | undefined;
  const stale =
    !built ||
    built.length > list.length ||
    (built.length > 0 && list[built.length - 1] !== built.last);
  if (!built || stale) {
    built = { length: 0, last: undefined, map: new Map() };
    byName.set(name, built as Built<unknown>);
  }
  for (let i = built.length; i < list.length; i += 1) {
    const record = list[i] as T;
    const key = keyOf(record);
    const group = built.map.get(key);
    if (group) group.push(record);
    else built.map.set(key, [record]);
  }
  built.length = list.length;
  built.last = list[list.length - 1];
  return built.map;
}

/** A copy of the group (callers may sort it). */
export function lookup<T>(
  list: readonly T[],
  name: string,
  keyOf: (record: T) => string,
  key: string,
): T[] {
  return [...(groupedBy(list, name, keyOf).get(key) ?? [])];
}
