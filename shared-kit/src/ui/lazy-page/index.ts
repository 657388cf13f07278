/**
 * @qce/shared-kit/ui/lazy-page: a route's page loaded on demand (its own chunk), with the kit's loader and retry.
 * It lives in the `ui` entry (every track page loads that entry anyway: one request less per route, ADR 007).
 */
export { lazyPage, isChunkLoadError } from '@qce/shared-kit/ui';
