/** @qce/shared-kit/ui/lazy-page: a route's page loaded on demand (its own chunk), with the kit's loader and retry. */
export { lazyPage, isChunkLoadError } from './lazy-page';
