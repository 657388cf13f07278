import { useState } from 'react';
import { DateField, FORM_KEPT, Form, TextField } from '@qce/shared-kit/forms';
import { MESSAGES } from '@qce/shared-kit/messages';
import { spAddApplicantSchema } from '@qce/shared-kit/validation';
import { toFormDataDate, todayInputDate } from '@qce/shared-kit/domain';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { serverMessageOf } from '../../lib/errors';
import { spApi } from '../../lib/sp-api';

interface AddApplicantValues {
  firstName: string;
  middleName: string;
  lastName: string;
  employeeEmail: string;
  birthDate: string;
}

const empty: AddApplicantValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  employeeEmail: '',
  birthDate: '',
};

/**
 * Add Applicant (intake §2 Sanitary permit bulk, §5 Add Applicant (SP), §8 add employee failure):
 * first name, last name, employee email (email pattern), date of birth (not in the future) required,
 * middle name optional. A failure shows the server's message, otherwise
 * 'Something went wrong. Please try again later'.
 */
export function AddApplicantForm({
  applicationId,
  onAdded,
}: {
  applicationId: string;
  onAdded: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="add-applicant-title" className="qce-stack">
      <h3 id="add-applicant-title">{MESSAGES.spEmployees.addApplicant}</h3>
      <Form<AddApplicantValues>
        aria-label={MESSAGES.spEmployees.addApplicant}
        schema={spAddApplicantSchema}
        initialValues={empty}
        persistKey={`sp-add-applicant:${applicationId}`}
        submitLabel={MESSAGES.spEmployees.addApplicant}
        onSubmit={async (values, helpers) => {
          setError(null);
          try {
            await spApi.addEmployee({
              applicationId,
              firstName: values.firstName ?? '',
              ...(values.middleName ? { middleName: values.middleName } : {}),
              lastName: values.lastName ?? '',
              employeeEmail: values.employeeEmail ?? '',
              birthDate: toFormDataDate(values.birthDate) ?? values.birthDate ?? '',
            });
          } catch (failure) {
            reportError(failure, { what: 'add employee' });
            setError(serverMessageOf(failure, MESSAGES.spEmployees.addFailure));
            return FORM_KEPT;
          }
          helpers.resetForm({ values: empty });
          onAdded();
        }}
      >
        <TextField name="firstName" label="First Name" required autoComplete="off" />
        <TextField name="middleName" label="Middle Name" autoComplete="off" />
        <TextField name="lastName" label="Last Name" required autoComplete="off" />
        <TextField
          name="employeeEmail"
          label="Employee Email"
          type="email"
          required
          autoComplete="off"
        />
        <DateField name="birthDate" label="Date of Birth" required max={todayInputDate()} />
        {error && (
          <p role="alert" className="qce-field__error">
            {error}
          </p>
        )}
      </Form>
    </section>
  );
}
