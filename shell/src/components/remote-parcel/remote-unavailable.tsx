import { useEffect, useRef } from 'react';
import { Button } from '@qce/shared-kit/ui/button';
import styles from './remote-parcel.module.css';

/** The panel a broken track shows; the rest of the portal keeps working. */
export function RemoteUnavailable({ track, onRetry }: { track: string; onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <main id="main-content">
      <section
        role="alert"
        className={`qce-panel ${styles.panel}`}
        aria-labelledby="remote-unavailable"
      >
        <h1 id="remote-unavailable" ref={headingRef} tabIndex={-1}>
          {track} is temporarily unavailable. Please try again.
        </h1>
        <p>The other services of the portal are still available.</p>
        <Button variant="primary" onClick={onRetry}>
          Try again
        </Button>
      </section>
    </main>
  );
}
