import styles from './loader-overlay.module.css';

export type LoaderOverlayProps = {
  /** Shown while true (usually the loader store's flag). */
  active: boolean;
  /** Accessible name and hidden text; 'Loading' unless the caller says more. */
  label?: string;
};

/** Full-screen blocking spinner announced politely to screen readers as a status. */
export function LoaderOverlay({ active, label = 'Loading' }: LoaderOverlayProps) {
  if (!active) return null;
  return (
    <div className={`${styles.overlay} qce-no-print`}>
      <div role="status" aria-live="polite" aria-label={label} className={styles.box}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className="qce-visually-hidden">{label}</span>
      </div>
    </div>
  );
}
