import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../lib/cx';
import { getTabbable } from '../lib/focusable';
import styles from './dialog.module.css';

export const DIALOG_Z_INDEX = 10010;

export type DialogProps = {
  open: boolean;
  /** Called on Escape or the close button (only when `dismissible`). */
  onClose: () => void;
  /** Visible heading; the dialog is labelled by it. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons row at the bottom. */
  footer?: ReactNode;
  /** false: no close button and Escape does nothing (the user must pick an action). */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  zIndex?: number;
  /** Element to focus on open; otherwise the dialog itself (so its title is read first). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set while an action is running: `aria-busy` on the dialog. */
  busy?: boolean;
  closeLabel?: string;
  /** Role `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** id of the element that describes the dialog (e.g. a confirmation's message). */
  describedBy?: string;
  className?: string;
};

/** Open dialogs, innermost last: only the top one traps focus and handles Escape. */
const openStack: string[] = [];

/**
 * The last element focused outside any dialog. A control that loses the focus just before its dialog
 * opens (disabled while its call runs, e.g. Next or Validate) leaves the focus on <body>; the dialog then
 * gives the focus back to that control instead of losing it.
 */
let lastFocused: HTMLElement | null = null;
let tracking = false;
function trackFocus(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[aria-modal="true"]'))
        lastFocused = target;
    },
    true,
  );
}

/** The element to give the focus back to on close: the focused one, or the last one before it fell to <body>. */
function openerOf(active: Element | null): HTMLElement | null {
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/**
 * Where the focus goes when a dialog that opened by itself (a notice on arrival) closes: the page's
 * <main>, made focusable by script only, so keyboard and screen-reader users go on from the page's start
 * instead of from <body>.
 */
function focusPageStart(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/**
 * Modal dialog: rendered in a portal with `aria-modal`, focus moved in on open, Tab kept inside,
 * Escape closes when dismissible, focus returned to the opener on close, page scroll locked.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  size = 'md',
  zIndex = DIALOG_Z_INDEX,
  initialFocusRef,
  busy = false,
  closeLabel = 'Close',
  role = 'dialog',
  describedBy,
  className,
}: DialogProps) {
  // From the page's first render, so the control that opens the dialog is known.
  useEffect(trackFocus, []);
  if (!open) return null;
  return createPortal(
    <DialogSurface
      onClose={onClose}
      title={title}
      footer={footer}
      dismissible={dismissible}
      size={size}
      zIndex={zIndex}
      initialFocusRef={initialFocusRef}
      busy={busy}
      closeLabel={closeLabel}
      role={role}
      describedBy={describedBy}
      className={className}
    >
      {children}
    </DialogSurface>,
    document.body,
  );
}

type SurfaceProps = Omit<DialogProps, 'open'> & {
  dismissible: boolean;
  size: 'sm' | 'md' | 'lg';
  zIndex: number;
  closeLabel: string;
};

function DialogSurface({
  onClose,
  title,
  children,
  footer,
  dismissible,
  size,
  zIndex,
  initialFocusRef,
  busy,
  closeLabel,
  role,
  describedBy,
  className,
}: SurfaceProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Focus in on open, focus back to the opener on close; keep focus inside while on top.
  useEffect(() => {
    const opener = openerOf(document.activeElement);
    openStack.push(id);
    const node = ref.current;
    (initialFocusRef?.current ?? node)?.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const keepFocusInside = (event: FocusEvent) => {
      if (openStack[openStack.length - 1] !== id || !node) return;
      const target = event.target;
      if (target instanceof Node && !node.contains(target)) node.focus();
    };
    document.addEventListener('focusin', keepFocusInside);

    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      const index = openStack.lastIndexOf(id);
      if (index >= 0) openStack.splice(index, 1);
      if (openStack.length === 0) document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
      else focusPageStart();
    };
    // Runs once per opening; initialFocusRef is read at open time only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const node = ref.current;
    // Events from a nested dialog bubble through the React tree; let that dialog handle them.
    if (!node || !(event.target instanceof Node) || !node.contains(event.target)) return;
    if (openStack[openStack.length - 1] !== id) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible && !busy) onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const tabbable = getTabbable(node);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      node.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === node)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || active === node)) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop} style={{ zIndex }}>
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className={styles.close}
              onClick={() => onCloseRef.current()}
              disabled={busy}
              aria-label={closeLabel}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={cx(styles.footer, 'qce-actions')}>{footer}</div>}
      </div>
    </div>
  );
}
