import { useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Formik, Form as FormikForm, useFormikContext, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikHelpers, FormikProps, FormikValues } from 'formik';
import type { Schema, ValidationError } from 'yup';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { sessionDraft } from '@qce/shared-kit/storage';
import { normalizeFormValues } from '@qce/shared-kit/validation/form-values';
import type { NormalizedValues } from '@qce/shared-kit/validation/form-values';
import { Button } from '../../ui/button/button';

/**
 * What an onSubmit returns when nothing was saved and the page already shows why (a refusal the spec
 * expects, a failed call with its message): the form keeps what was typed, its draft, and submits again.
 */
export const FORM_KEPT = 'form-kept';
export type SubmitOutcome = typeof FORM_KEPT | undefined;

type SubmitHandler<Values extends FormikValues, Outcome> = (
  values: NormalizedValues<Values>,
  helpers: FormikHelpers<Values>,
) => Outcome | Promise<Outcome>;

export type FormProps<Values extends FormikValues> = {
  /**
   * yup schema; it sees the normalized values (trimmed, empty strings absent). Or a loader of it
   * (`() => import('@qce/shared-kit/validation').then(...)`): a page's first form then loads yup and
   * the schemas when it first validates, not with the page (ADR 007).
   */
  schema?: Schema | (() => Promise<Schema>);
  initialValues: Values;
  /**
   * Receives the normalized values; may be async. Returns `FORM_KEPT` when nothing was saved (the page
   * shows why); otherwise the draft is cleared. A throw is not expected: it is reported, and the form
   * keeps the draft and submits again.
   */
  onSubmit: SubmitHandler<Values, void> | SubmitHandler<Values, SubmitOutcome>;
  /** Saves what was typed to sessionStorage under this key until a successful submit. */
  persistKey?: string;
  submitLabel?: string;
  /** Extra buttons beside submit (Cancel, Back). */
  actions?: ReactNode;
  /** Extra condition for the submit button (e.g. a sub-industry chosen). */
  canSubmit?: (values: Values) => boolean;
  /** Accessible name of the form when the page has more than one. */
  'aria-label'?: string;
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
};

/** A form's draft, kept in sessionStorage under `qce-draft:<persistKey>` (files left out: chosen again). */
const formDraft = (key: string) => sessionDraft<Record<string, unknown>>(`qce-draft:${key}`);

/** yup's ValidationError, recognised without importing yup (it loads with the schema). */
function isValidationError(error: unknown): error is ValidationError {
  return (
    error instanceof Error &&
    error.name === 'ValidationError' &&
    Array.isArray((error as { inner?: unknown }).inner)
  );
}

function readDraft(key: string | undefined): Record<string, unknown> | null {
  const draft: unknown = key ? formDraft(key).read() : undefined;
  return draft && typeof draft === 'object' && !Array.isArray(draft)
    ? (draft as Record<string, unknown>)
    : null;
}

/** Removes a saved form draft (e.g. when the user cancels the application). */
export function clearFormDraft(key: string): void {
  formDraft(key).clear();
}

function DraftSaver({ persistKey }: { persistKey: string }) {
  const { values } = useFormikContext<FormikValues>();
  useEffect(() => {
    // Storage full or blocked: the form still works, only the draft is not kept.
    formDraft(persistKey).write(values);
  }, [persistKey, values]);
  return null;
}

/** After a failed submit, moves focus to the first invalid field so the error is read out. */
function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext<FormikValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid, formRef]);
  return null;
}

/**
 * The one formik form wrapper: validation with the normalized values, normalized values to
 * onSubmit, a submit button that is disabled while submitting (and ignores a second submit),
 * and an optional sessionStorage draft that survives a reload.
 */
export function Form<Values extends FormikValues>({
  schema,
  initialValues,
  onSubmit,
  persistKey,
  submitLabel = 'Submit',
  actions,
  canSubmit,
  'aria-label': ariaLabel,
  children,
}: FormProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const [startValues] = useState<Values>(() => ({ ...initialValues, ...readDraft(persistKey) }));

  const validate = schema
    ? async (values: Values): Promise<FormikErrors<Values>> => {
        const resolved = typeof schema === 'function' ? await schema() : schema;
        try {
          await resolved.validate(normalizeFormValues(values), { abortEarly: false });
          return {};
        } catch (error) {
          if (isValidationError(error)) return yupToFormErrors<Values>(error);
          throw error;
        }
      }
    : undefined;

  const submit = (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    // A second submit while one runs (e.g. Enter in a field) waits for the first instead of sending.
    if (inFlight.current) return inFlight.current;
    const run = (async () => {
      try {
        const outcome = await onSubmit(normalizeFormValues(values), helpers);
        if (outcome !== FORM_KEPT && persistKey) clearFormDraft(persistKey);
      } catch (error) {
        // A failure the page did not handle: reported, never swallowed; the draft stays for a retry.
        reportError(error, { what: 'form submit' });
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    return run;
  };

  return (
    <Formik<Values> initialValues={startValues} validate={validate} onSubmit={submit}>
      {(formik) => (
        <FormikForm ref={formRef} noValidate aria-label={ariaLabel}>
          {persistKey && <DraftSaver persistKey={persistKey} />}
          <FocusFirstError formRef={formRef} />
          {typeof children === 'function' ? children(formik) : children}
          <div className="qce-actions">
            {actions}
            <Button
              variant="primary"
              type="submit"
              disabled={formik.isSubmitting || (canSubmit ? !canSubmit(formik.values) : false)}
              aria-busy={formik.isSubmitting || undefined}
            >
              {submitLabel}
            </Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
