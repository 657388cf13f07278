import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../lib/cx';
import { enterTopLayer } from './top-layer';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  /** Called on Escape or the close button (only when `dismissible` and not `busy`). */
  onClose: () => void;
  /** Visible heading; the dialog is labelled by it. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons row at the bottom. */
  footer?: ReactNode;
  /** false: no close button and Escape does nothing (the user must pick an action). */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; otherwise the dialog itself (so its title is read first). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set while an action is running: `aria-busy` on the dialog, and Escape does nothing. */
  busy?: boolean;
  closeLabel?: string;
  /** Role `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** id of the element that describes the dialog (e.g. a confirmation's message). */
  describedBy?: string;
  className?: string;
};

/**
 * The last element focused outside any dialog. A control that loses the focus just before its dialog
 * opens (disabled while its call runs, e.g. Next or Validate) leaves the focus on <body>, which is all
 * the browser remembers; the dialog then gives the focus back to that control instead.
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
      if (target instanceof HTMLElement && !target.closest('dialog')) lastFocused = target;
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
 * Modal dialog on the native `<dialog>` opened with `showModal()`: the browser keeps the focus inside,
 * makes the page behind inert and paints the dialog in the top layer. The kit adds the focus on open
 * (the dialog itself, so its title is read first), Escape only when the dialog allows it, the focus back
 * to the opener on close and the page's scroll lock (CSS).
 */
export function Dialog({ open, ...props }: DialogProps) {
  // From the page's first render, so the control that opens the dialog is known.
  useEffect(trackFocus, []);
  if (!open) return null;
  // In <body>, as the page's last child: valid wherever the caller renders it (a table, a paragraph).
  return createPortal(<DialogSurface {...props} />, document.body);
}

function DialogSurface({
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  size = 'md',
  initialFocusRef,
  busy = false,
  closeLabel = 'Close',
  role = 'dialog',
  describedBy,
  className,
}: Omit<DialogProps, 'open'>) {
  const titleId = `${useId()}-title`;
  const ref = useRef<HTMLDialogElement>(null);
  const closable = dismissible && !busy;
  const latest = useRef({ onClose, closable });
  useEffect(() => {
    latest.current = { onClose, closable };
  });

  // Modal once mounted; focus in on open, back to the opener on close.
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const opener = openerOf(document.activeElement);
    node.showModal();
    const leave = enterTopLayer(node);
    (initialFocusRef?.current ?? node).focus();
    return () => {
      leave();
      if (node.open) node.close();
      if (opener?.isConnected) opener.focus();
      else focusPageStart();
    };
    // Runs once per opening; initialFocusRef is read at open time only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // React passes a nested dialog's events on to this one's handlers: act on this dialog's own only.
  const own = (event: SyntheticEvent) =>
    event.target instanceof Node && event.currentTarget.contains(event.target);

  // Escape is a close request: while the dialog may not close, stop it before the browser sees it
  // (Chromium closes on a second Escape even when `cancel` is prevented).
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && own(event) && !latest.current.closable) event.preventDefault();
  };
  // Any close request (Escape, Android's back): the caller decides through onClose.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (latest.current.closable) latest.current.onClose();
  };
  // Closed by the browser anyway (a close request it would not let be cancelled): tell the caller, or
  // open again a dialog that may not close.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const node = ref.current;
    if (event.target !== event.currentTarget || !node?.isConnected || node.open) return;
    if (latest.current.closable) latest.current.onClose();
    else {
      node.showModal();
      node.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      tabIndex={-1}
      className={cx(styles.dialog, styles[size], className)}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {dismissible && (
          <button
            type="button"
            className={styles.close}
            onClick={() => latest.current.onClose()}
            disabled={busy}
            aria-label={closeLabel}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={cx(styles.footer, 'qce-actions')}>{footer}</div>}
    </dialog>
  );
}
