import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export type ConfirmationModalProps = {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** May return a promise (async function): the confirm button stays disabled until it settles. */
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The caller's own in-flight flag (e.g. a mutation); disables confirm and cancel. */
  busy?: boolean;
  tone?: 'primary' | 'danger';
  /** false: Escape and the close button do nothing; only the two buttons answer. */
  dismissible?: boolean;
};

/**
 * Yes/no question in a modal dialog. Confirm fires once: it is disabled while `busy` or while the
 * promise returned by `onConfirm` is pending, and a second click in the same tick is ignored.
 */
export function ConfirmationModal({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  tone = 'primary',
  dismissible = true,
}: ConfirmationModalProps) {
  const messageId = useId();
  const [pending, setPending] = useState(false);
  const firing = useRef(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const working = busy || pending;

  useEffect(() => {
    if (!open) firing.current = false;
  }, [open]);

  // A disabled button drops focus to <body>; keep it inside the dialog.
  useEffect(() => {
    if (!working) return;
    const active = document.activeElement;
    if (active === confirmRef.current || active === document.body) {
      confirmRef.current?.closest('dialog')?.focus();
    }
  }, [working]);

  const confirm = async () => {
    if (firing.current || working) return;
    firing.current = true;
    const result: unknown = onConfirm();
    if (!(result instanceof Promise)) {
      firing.current = false;
      return;
    }
    setPending(true);
    try {
      await result;
    } catch {
      // The caller reports its own failure (notice, error panel); here it only re-enables confirm.
    } finally {
      firing.current = false;
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="sm"
      dismissible={dismissible}
      busy={working}
      initialFocusRef={cancelRef}
      describedBy={messageId}
      footer={
        <>
          <Button ref={cancelRef} onClick={onCancel} disabled={working}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={tone} onClick={() => void confirm()} disabled={working}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId}>{typeof message === 'string' ? <p>{message}</p> : message}</div>
    </Dialog>
  );
}
