import { Button } from '@qce/shared-kit/ui/button';
import { activeQaOverrides, clearQaOverrides } from '../../lib/federation/qa-overrides';
import styles from './qa-override-banner.module.css';

/** Tells a tester which tracks this browser loads from a candidate build, with a way back to the live ones. */
export function QaOverrideBanner({
  onCleared = () => window.location.reload(),
}: {
  /** After the overrides are removed: the live builds load on the next page load. */
  onCleared?: () => void;
}) {
  const overrides = activeQaOverrides();
  if (overrides.length === 0) return null;
  return (
    <section className={styles.banner} aria-label="QA overrides">
      <p>
        QA override active:{' '}
        {overrides.map(({ remote, entry }, index) => (
          <span key={remote}>
            {index > 0 ? ', ' : ''}
            <strong>{remote}</strong> from <code>{entry}</code>
          </span>
        ))}
      </p>
      <Button
        onClick={() => {
          clearQaOverrides();
          onCleared();
        }}
      >
        Use the live builds
      </Button>
    </section>
  );
}
