/** @qce/shared-kit/ui/countdown: a live `mm:ss` countdown hook (a nested entry: only the pages that wait load it). */
export { formatRemaining, useCountdown } from './use-countdown';
export type { Countdown } from './use-countdown';
