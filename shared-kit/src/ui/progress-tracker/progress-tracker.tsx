import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import { routeClick } from '../lib/link';
import styles from './progress-tracker.module.css';

export type StepState = 'notstarted' | 'inprogress' | 'completed' | 'requiresupdate';

export type TrackerStep = {
  id: string;
  label: string;
  state: StepState;
  /** Shown on completed steps, already formatted by the caller. */
  date?: string;
  /** Where the step's page is; otherwise `onStepSelect` is called. */
  href?: string;
};

export type ProgressTrackerProps = {
  steps: readonly TrackerStep[];
  onStepSelect?: (step: TrackerStep) => void;
  label?: string;
};

const STATE_TEXT: Record<StepState, string> = {
  notstarted: 'Not started',
  inprogress: 'In progress',
  completed: 'Completed',
  requiresupdate: 'Requires update',
};

/**
 * Ordered steps of a flow. The in-progress step is highlighted and marked aria-current="step";
 * completed steps show their date; not-started steps are plain text; the others are links or buttons.
 */
export function ProgressTracker({ steps, onStepSelect, label = 'Progress' }: ProgressTrackerProps) {
  return (
    <nav aria-label={label} className={`${styles.tracker} qce-no-print`}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const body: ReactNode = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {step.state === 'completed'
                  ? '✓'
                  : step.state === 'requiresupdate'
                    ? '!'
                    : index + 1}
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{step.label}</span>
                <span className={styles.state}>
                  {STATE_TEXT[step.state]}
                  {step.state === 'completed' && step.date ? ` · ${step.date}` : ''}
                </span>
              </span>
            </>
          );
          const clickable = step.state !== 'notstarted' && Boolean(step.href || onStepSelect);
          const current = step.state === 'inprogress' ? 'step' : undefined;
          let content: ReactNode = body;
          if (clickable && step.href) {
            const href = step.href;
            content = (
              <a
                href={href}
                aria-current={current}
                className={styles.control}
                onClick={(event) =>
                  routeClick(event, href, onStepSelect ? () => onStepSelect(step) : undefined)
                }
              >
                {body}
              </a>
            );
          } else if (clickable) {
            content = (
              <button
                type="button"
                aria-current={current}
                className={styles.control}
                onClick={() => onStepSelect?.(step)}
              >
                {body}
              </button>
            );
          } else {
            content = (
              <span aria-current={current} className={styles.control}>
                {body}
              </span>
            );
          }
          return (
            <li key={step.id} className={cx(styles.step, styles[step.state])}>
              {content}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
