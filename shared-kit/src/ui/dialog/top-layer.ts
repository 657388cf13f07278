import { useSyncExternalStore } from 'react';

/**
 * The kit's open modal dialogs, innermost last. A modal `<dialog>` makes everything outside it inert and
 * paints above every z-index, so what must show over an open dialog (the loader, the notices) is
 * rendered inside the innermost one: `useTopDialog()` names it.
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

/** Records `dialog` as the innermost open dialog; the returned function removes it. */
export function enterTopLayer(dialog: HTMLDialogElement): () => void {
  open.push(dialog);
  changed();
  return () => {
    const index = open.lastIndexOf(dialog);
    if (index >= 0) open.splice(index, 1);
    changed();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const innermost = () => open[open.length - 1] ?? null;

/** The innermost open dialog (a portal target for what must show above it), or null. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, innermost, () => null);
}
