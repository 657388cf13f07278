import { useId } from 'react';
import type { ReactNode } from 'react';
import { getIn, useField, useFormikContext } from 'formik';
import { describedBy } from '../../ui/lib/field-ids';
import { FieldMessages, LabelText } from '../../ui/lib/field-parts';
import type { DropdownOption } from '../../ui/dropdown/dropdown';

type CommonProps = {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
};

/** The error to show for `name`: after the field was touched or a submit was tried. */
function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  const error: unknown = getIn(errors, name);
  const wasTouched = Boolean(getIn(touched, name)) || submitCount > 0;
  return wasTouched && typeof error === 'string' ? error : undefined;
}

/** A field's id and error, what its frame shows, and the control's a11y attributes. */
function useFieldParts({ name, label, required = false, hint }: CommonProps) {
  const id = useId();
  const error = useFieldError(name);
  return {
    frame: { id, label, required, hint, error },
    inputProps: {
      id,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    },
  };
}

/** The frame of a labelled field: the label with the required asterisk, the control, hint and error. */
function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: ReturnType<typeof useFieldParts>['frame'] & { children: ReactNode }) {
  return (
    <div className="qce-field">
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export type TextFieldProps = CommonProps & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'password';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  maxLength?: number;
  readOnly?: boolean;
};

/** Formik text input: label, required asterisk, hint, error linked by aria-describedby. */
export function TextField({
  name,
  label,
  required,
  disabled,
  hint,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const [field] = useField<string | number | undefined>(name);
  const { frame, inputProps } = useFieldParts({ name, label, required, hint });
  return (
    <FieldFrame {...frame}>
      <input
        {...field}
        value={field.value ?? ''}
        type={type}
        disabled={disabled}
        {...rest}
        {...inputProps}
      />
    </FieldFrame>
  );
}

export type DateFieldProps = CommonProps & {
  /** yyyy-mm-dd bounds, e.g. today's date as `max` for a test-completed date. */
  min?: string;
  max?: string;
};

/** Formik native date input; the value is an ISO date string (yyyy-mm-dd). */
export function DateField({ name, label, required, disabled, hint, min, max }: DateFieldProps) {
  const [field] = useField<string | undefined>(name);
  const { frame, inputProps } = useFieldParts({ name, label, required, hint });
  return (
    <FieldFrame {...frame}>
      <input
        {...field}
        value={field.value ?? ''}
        type="date"
        min={min}
        max={max}
        disabled={disabled}
        {...inputProps}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = CommonProps & {
  options: readonly DropdownOption[];
  placeholder?: string;
};

/** Formik select. */
export function SelectField({
  name,
  label,
  required,
  disabled,
  hint,
  options,
  placeholder,
}: SelectFieldProps) {
  const [field] = useField<string | undefined>(name);
  const { frame, inputProps } = useFieldParts({ name, label, required, hint });
  return (
    <FieldFrame {...frame}>
      <select {...field} value={field.value ?? ''} disabled={disabled} {...inputProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = CommonProps & {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
};

/** Formik multi-line text. */
export function TextAreaField({
  name,
  label,
  required,
  disabled,
  hint,
  ...rest
}: TextAreaFieldProps) {
  const [field] = useField<string | undefined>(name);
  const { frame, inputProps } = useFieldParts({ name, label, required, hint });
  return (
    <FieldFrame {...frame}>
      <textarea
        {...field}
        value={field.value ?? ''}
        disabled={disabled}
        {...rest}
        {...inputProps}
      />
    </FieldFrame>
  );
}

export type CheckboxFieldProps = CommonProps;

/** Formik boolean checkbox (e.g. the terms or certification checkbox). */
export function CheckboxField({ name, label, required, disabled, hint }: CheckboxFieldProps) {
  const [field] = useField<boolean | undefined>({ name, type: 'checkbox' });
  const { frame, inputProps } = useFieldParts({ name, label, required, hint });
  return (
    <div className="qce-field">
      <label className="qce-check" htmlFor={frame.id}>
        <input
          type="checkbox"
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          {...inputProps}
        />
        <span>
          <LabelText label={label} required={required} />
        </span>
      </label>
      <FieldMessages id={frame.id} hint={hint} error={frame.error} />
    </div>
  );
}
