import { createPortal } from 'react-dom';
import { useTopDialog } from '../dialog/top-layer';
import styles from './loader-overlay.module.css';

export type LoaderOverlayProps = {
  /** Shown while true (usually the loader store's flag). */
  active: boolean;
  /** Accessible name and hidden text; 'Loading' unless the caller says more. */
  label?: string;
};

/**
 * Full-screen blocking spinner announced politely to screen readers as a status. Over an open dialog
 * (a confirmation whose action runs) it is rendered inside that dialog: outside, it would be inert and
 * below the dialog's top layer.
 */
export function LoaderOverlay({ active, label = 'Loading' }: LoaderOverlayProps) {
  const dialog = useTopDialog();
  if (!active) return null;
  const overlay = (
    <div className={`${styles.overlay} qce-no-print`}>
      <div role="status" aria-live="polite" aria-label={label} className={styles.box}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className="qce-visually-hidden">{label}</span>
      </div>
    </div>
  );
  return dialog ? createPortal(overlay, dialog) : overlay;
}
