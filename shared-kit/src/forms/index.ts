// Formik-based form widgets: their own entry so pages without a form (the shell's landing)
// never load formik and yup (docs/decisions/005-forms-entry-point.md).
export { TextField, DateField, SelectField, TextAreaField, CheckboxField } from './fields/fields';
export type {
  TextFieldProps,
  DateFieldProps,
  SelectFieldProps,
  TextAreaFieldProps,
  CheckboxFieldProps,
} from './fields/fields';
export { FORM_KEPT, Form, clearFormDraft } from './form/form';
export type { FormProps, SubmitOutcome } from './form/form';
