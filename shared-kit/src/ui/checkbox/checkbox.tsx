import { useId } from 'react';
import type { ReactNode } from 'react';
import { describedBy } from '../lib/field-ids';
import { FieldMessages, LabelText } from '../lib/field-parts';

export type CheckboxProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A checkbox with its label as the 24 px click target, hint and error text. */
export function Checkbox({
  label,
  checked,
  onChange,
  onBlur,
  name,
  required = false,
  disabled = false,
  hint,
  error,
}: CheckboxProps) {
  const id = useId();
  return (
    <div className="qce-field">
      <label className="qce-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        />
        <span>
          <LabelText label={label} required={required} />
        </span>
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
