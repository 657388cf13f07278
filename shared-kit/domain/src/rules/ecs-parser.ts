/**
 * The validation page's `ecs` value (payment-certificates spec §2 `/qce/qcs`, §8): a comma-separated value
 * whose parts are listed; bad data shows 'This is not an expected outcome, data might be invalid or tampered
 * with.'
 *
 * The spec does not define the parts, so this is what counts as valid data (anything else is "tampered"):
 * - exactly one `ecs` query value, at most `ECS_MAX_LENGTH` characters;
 * - between `ECS_MIN_PARTS` and `ECS_MAX_PARTS` comma-separated parts;
 * - every part, trimmed, is non-empty, at most `ECS_PART_MAX_LENGTH` characters, and made only of letters (any
 *   script, e.g. Ñ), digits, spaces and `. - / ' # :`. No control characters, no markup (`<`, `>`), no
 *   quotes other than the apostrophe, no brackets, no `%` (an undecodable escape), no `=`/`?` (a spliced URL).
 */

export const ECS_PARAM = 'ecs';
export const ECS_MIN_PARTS = 2;
export const ECS_MAX_PARTS = 12;
export const ECS_PART_MAX_LENGTH = 120;
export const ECS_MAX_LENGTH = 1000;

const PART = /^[\p{L}\p{M}\p{N} .\-/'#:]+$/u;

export type EcsRejection =
  | 'missing'
  | 'repeated'
  | 'too-long'
  | 'part-count'
  | 'empty-part'
  | 'part-too-long'
  | 'bad-characters';

export type EcsResult = { ok: true; parts: string[] } | { ok: false; reason: EcsRejection };

/** payment §2: checks one raw (already URL-decoded) `ecs` value and splits it into its parts. */
export function parseEcsValue(raw: string | null | undefined): EcsResult {
  if (raw === null || raw === undefined || raw.trim() === '')
    return { ok: false, reason: 'missing' };
  if (raw.length > ECS_MAX_LENGTH) return { ok: false, reason: 'too-long' };
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length < ECS_MIN_PARTS || parts.length > ECS_MAX_PARTS) {
    return { ok: false, reason: 'part-count' };
  }
  for (const part of parts) {
    if (part === '') return { ok: false, reason: 'empty-part' };
    if (part.length > ECS_PART_MAX_LENGTH) return { ok: false, reason: 'part-too-long' };
    if (!PART.test(part)) return { ok: false, reason: 'bad-characters' };
  }
  return { ok: true, parts };
}

/** payment §2: reads `ecs` from a query string (`?ecs=a,b,c`); a repeated `ecs` is rejected as tampered. */
export function parseEcsQuery(search: string | URLSearchParams): EcsResult {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values = params.getAll(ECS_PARAM);
  if (values.length > 1) return { ok: false, reason: 'repeated' };
  return parseEcsValue(values[0]);
}
