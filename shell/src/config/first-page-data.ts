import type { ApiRequest } from '@qce/shared-kit/data';
import { paths } from './paths';

/** The portal-wide read: every page of the shell checks maintenance first (payment spec §4, §8). */
export const EVERY_PAGE = '*';

/**
 * What the shell itself reads as a page opens: the maintenance check on every page, the permit list on
 * the landing (payment spec §6). Published in the shell's first-paint.json (`early`), so the page's HTML
 * starts them before any script (ADR 019) and the client takes their answers.
 */
export const FIRST_PAGE_DATA: Record<string, ApiRequest[]> = {
  [EVERY_PAGE]: [{ endpoint: 'MAINTENANCE' }],
  [paths.landing]: [{ endpoint: 'PERMITS' }],
};
