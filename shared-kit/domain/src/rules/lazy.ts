/**
 * A value made on first use and kept: for objects that are costly to make (an `Intl` formatter loads
 * the locale data, tens of milliseconds on a cheap phone) and that a page may never need. A module's top
 * level declares `const format = lazy(() => new Intl.NumberFormat(...))`; the work happens at the first
 * `format()` (ADR 009).
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
