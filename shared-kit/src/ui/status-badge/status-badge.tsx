import { cx } from '../lib/cx';
import styles from './status-badge.module.css';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

const TONES: ReadonlyArray<[RegExp, BadgeTone]> = [
  [/^(completed|approved|paid|certified|validated)$/, 'success'],
  [/^(rejected|cancelled|canceled|discard|discarded|failed|expired)$/, 'danger'],
  [/^(requires[ _]update|on[ _]hold|unpaid)$/, 'warning'],
  [/^(for[ _]review|submitted|in[ _]progress|draft|pending)$/, 'info'],
];

/** Colour of a status word (case-insensitive); unknown words are neutral. */
export function statusTone(status: string): BadgeTone {
  const word = status.trim().toLowerCase();
  return TONES.find(([pattern]) => pattern.test(word))?.[1] ?? 'neutral';
}

export type StatusBadgeProps = { status: string; tone?: BadgeTone };

/** The status text in a coloured pill; the word itself carries the meaning, not the colour. */
export function StatusBadge({ status, tone }: StatusBadgeProps) {
  return <span className={cx(styles.badge, styles[tone ?? statusTone(status)])}>{status}</span>;
}
