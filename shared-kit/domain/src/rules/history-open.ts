import { statusIs } from './status';

/**
 * Opening an application from the history tables (intake §4 Opening an application from history,
 * §8; payment §4). Statuses compare case-insensitively.
 */
export type HistoryOpenDecision =
  | { kind: 'rejected-dialog' }
  | { kind: 'on-hold-dialog' }
  | { kind: 'bulk-rejected' }
  | { kind: 'bulk-discarded' }
  | { kind: 'load'; route: '/application-form' };

export function openFromHistory(input: {
  status?: string | null;
  isBulk?: boolean | null;
}): HistoryOpenDecision {
  const { status } = input;
  if (input.isBulk === true) {
    if (statusIs(status, 'rejected')) return { kind: 'bulk-rejected' };
    if (statusIs(status, 'discard', 'discarded', 'cancelled')) return { kind: 'bulk-discarded' };
  } else if (statusIs(status, 'rejected', 'cancelled', 'discard')) {
    return { kind: 'rejected-dialog' };
  }
  if (statusIs(status, 'on hold', 'onhold')) return { kind: 'on-hold-dialog' };
  return { kind: 'load', route: '/application-form' };
}
