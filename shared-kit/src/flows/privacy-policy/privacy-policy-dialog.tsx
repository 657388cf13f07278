import { useEffect } from 'react';
import DOMPurify from 'dompurify';
import { apiQuery, usePageQuery } from '@qce/shared-kit/data';
import { Dialog, Button } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { reportError } from '@qce/shared-kit/remote/report-error';

/**
 * Data Privacy Policy dialog (intake §2): the server's HTML (GET /privacy-policy `data.content`),
 * sanitised with DOMPurify before it reaches the DOM. A failed load is silent (intake §8) and leaves
 * the dialog empty.
 */
export function PrivacyPolicyDialog({ onClose }: { onClose: () => void }) {
  const policy = usePageQuery({
    ...apiQuery('PRIVACY_POLICY'),
    // A failed load leaves the dialog empty (silent): opening it again reads again.
    retryOnMount: true,
    select: (response) => response.data?.content ?? '',
  });
  useEffect(() => {
    if (policy.error) reportError(policy.error, { what: 'privacy policy load' });
  }, [policy.error]);
  const html = DOMPurify.sanitize(policy.data ?? '');
  return (
    <Dialog
      open
      onClose={onClose}
      title={MESSAGES.applicationForm.dataPrivacyPolicy}
      size="lg"
      footer={
        <Button variant="primary" onClick={onClose}>
          {MESSAGES.common.close}
        </Button>
      }
    >
      {/* Sanitised above: DOMPurify strips scripts, handlers and javascript: URLs. */}
      {/* Loading marks the content busy, not the dialog: a busy dialog ignores Escape and Close, which
          trapped the applicant for the whole client timeout when the call hung. */}
      <div
        data-testid="privacy-policy"
        aria-busy={policy.isPending || undefined}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Dialog>
  );
}
