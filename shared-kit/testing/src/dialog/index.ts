/**
 * jsdom (26) has `<dialog>` and its `open` attribute but not `showModal()`, `show()` or `close()`. This
 * adds them to the tests' window (never to the app), as the HTML standard describes them, as far as
 * the kit's Dialog relies on them:
 * - `showModal()` sets `open`, puts the dialog on top of the modal stack, remembers the focused element
 *   and moves the focus in (the first focusable element, `autofocus` first, else the dialog itself);
 * - the page outside the innermost modal dialog is inert for the focus: `focus()` on it does nothing;
 * - Escape not prevented by a keydown listener is a close request: a cancelable `cancel` at the innermost
 *   modal dialog, then `close()` unless it was cancelled;
 * - `close(returnValue)` removes `open`, leaves the stack, gives the focus back to the element focused
 *   before `showModal()` and fires `close` as a task.
 * Not modelled: pointer events on the inert page, the top layer's painting, ::backdrop.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

export function installDialogShim(): void {
  // A test file in jest's node environment (the build tools, mock-api's servers) has no DOM to shim.
  if (typeof HTMLDialogElement === 'undefined') return;
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  /** Modal dialogs, innermost last; one removed from the document has left the top layer. */
  let modals: HTMLDialogElement[] = [];
  const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();
  const modalStack = () => {
    modals = modals.filter((dialog) => dialog.isConnected && dialog.open);
    return modals;
  };
  const innermost = (): HTMLDialogElement | undefined => modalStack().at(-1);

  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusUnlessInert(this: HTMLElement, options) {
    const modal = innermost();
    if (modal && !modal.contains(this)) return;
    focus.call(this, options);
  };

  const invalidState = (message: string) => new DOMException(message, 'InvalidStateError');

  proto.show = function show(this: HTMLDialogElement) {
    if (this.open) return;
    this.open = true;
  };

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open && modals.includes(this)) return;
    if (this.open) throw invalidState('The dialog is already open as a non-modal dialog.');
    if (!this.isConnected) throw invalidState('The dialog is not connected.');
    this.open = true;
    modals.push(this);
    previouslyFocused.set(this, this.ownerDocument.activeElement);
    const control =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
    (control ?? this).focus();
  };

  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    // Removed from the document, it left the top layer already: no focus to give back.
    const wasModal = modalStack().includes(this);
    this.open = false;
    modals = modals.filter((dialog) => dialog !== this);
    if (returnValue !== undefined) this.returnValue = returnValue;
    const element = previouslyFocused.get(this);
    previouslyFocused.delete(this);
    if (wasModal && element instanceof HTMLElement) element.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };

  // After every other listener (the window, bubbling), as a browser's default action of the keydown.
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const modal = innermost();
    if (modal?.dispatchEvent(new Event('cancel', { cancelable: true }))) modal.close();
  });
}
