import { useState } from 'react';
import { CheckboxField } from '@qce/shared-kit/forms';
import { MESSAGES } from '@qce/shared-kit/messages';
import { PrivacyPolicyDialog } from './privacy-policy-dialog';
import styles from './terms-field.module.css';

/**
 * The health card forms' terms checkbox (`accept-terms`, required) with its Data Privacy Policy link
 * opening the policy dialog (intake §2 Application form, health card). Inside the kit `Form`.
 */
export function TermsField({ disabled = false }: { disabled?: boolean }) {
  const [policyOpen, setPolicyOpen] = useState(false);
  return (
    <div className={styles.terms}>
      <CheckboxField
        name="accept-terms"
        label={MESSAGES.applicationForm.acceptTerms}
        required
        disabled={disabled}
      />
      <button type="button" className="qce-link-button" onClick={() => setPolicyOpen(true)}>
        {MESSAGES.applicationForm.dataPrivacyPolicy}
      </button>
      {policyOpen && <PrivacyPolicyDialog onClose={() => setPolicyOpen(false)} />}
    </div>
  );
}
