import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '@qce/shared-kit/forms';
import { MESSAGES } from '@qce/shared-kit/messages';
import { useNavigate } from '@qce/shared-kit/router';
import { Button } from '@qce/shared-kit/ui';
import { paths } from '../config/paths';
import styles from './form-sections.module.css';

const F = MESSAGES.applicationForm;

/**
 * A section of a health card applicant's form (intake §2: Personal Info, Company Info, Occupational
 * Permit), read-only with the form: its fields in a grid, unless the section lays them out itself.
 */
export function FormSection({
  legend,
  disabled,
  grid = true,
  children,
}: {
  legend: string;
  disabled: boolean;
  grid?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend>{legend}</legend>
      {grid ? <div className={styles.grid}>{children}</div> : children}
    </fieldset>
  );
}

/** Company Info (intake §5: the company name is required, the address optional in 3 rows). */
export function CompanyInfoSection({ disabled }: { disabled: boolean }) {
  return (
    <FormSection legend={F.companyInfo} disabled={disabled}>
      <TextField name="companyName" label="Company Name" required />
      <TextAreaField name="companyAddress" label="Company Address" rows={3} />
    </FormSection>
  );
}

/** The e-mail, disabled when the account filled it in (intake §5: pre-filled and disabled). */
export function AccountEmailField({ fixed }: { fixed: (key: 'email') => boolean }) {
  return <TextField name="email" label="Email" type="email" required disabled={fixed('email')} />;
}

/** The forms' Cancel: back to the landing, nothing saved. */
export function CancelToLandingButton() {
  const navigate = useNavigate();
  return (
    <Button onClick={() => navigate(paths.applications.href)}>{MESSAGES.common.cancel}</Button>
  );
}
