import { useId } from 'react';
import type { ReactNode } from 'react';
import { describedBy } from '../lib/field-ids';
import { FieldMessages, LabelText } from '../lib/field-parts';

export type DropdownOption = { value: string; label: string; disabled?: boolean };

export type DropdownProps = {
  label: ReactNode;
  options: readonly DropdownOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  /** First, empty choice (value ''); e.g. 'Select industry'. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
};

/** Native select with a visible label, required asterisk and aria-required, hint and error text. */
export function Dropdown({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  id,
  placeholder,
  required = false,
  disabled = false,
  hint,
  error,
}: DropdownProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="qce-field">
      <label htmlFor={fieldId}>
        <LabelText label={label} required={required} />
      </label>
      <select
        id={fieldId}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, Boolean(hint), Boolean(error))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
