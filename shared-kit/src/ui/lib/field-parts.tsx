import type { ReactNode } from 'react';

/** A field's label text with the required asterisk (hidden from screen readers: aria-required says it). */
export function LabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="qce-field__required" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
}

/** Hint and error lines under a field, with the ids `describedBy` points to. */
export function FieldMessages({
  id,
  hint,
  error,
  announce = false,
}: {
  id: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Announce the error as it appears (for errors that follow an action, not typing). */
  announce?: boolean;
}) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className="qce-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className="qce-field__error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </>
  );
}
