import { screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@qce/shared-kit/testing';
import { MESSAGES } from '@qce/shared-kit/messages';
import { DRAFT_KEYS, writeDraft } from '../lib/session-draft';
import { openScenarioApplication, renderAt, setupMockServer, signIn } from '../testing/render-app';

setupMockServer();

/** axe finds no serious or critical violation on the intake pages (issue 5 Tests). */
describe('accessibility of the intake pages', () => {
  it('landing', async () => {
    signIn({ scenario: 'draft' });
    renderAt('/ihc/applications');
    await screen.findByRole('button', { name: /Open application/ });
    await expectNoAxeViolations(document.body);
  });

  it('application form', async () => {
    signIn({ scenario: 'fresh' });
    writeDraft(DRAFT_KEYS.initialDetails, {
      classification: 'INDIVIDUAL',
      industryId: 1,
      subIndustryId: 11,
      applicationTypeId: 1,
      type: 'New',
    });
    renderAt('/ihc/application-form');
    await screen.findByRole('group', { name: MESSAGES.applicationForm.personalInfo });
    await expectNoAxeViolations(document.body);
  });

  it('requirements upload', async () => {
    await openScenarioApplication('requirements-requires-update');
    renderAt('/ihc/requirements-upload');
    await screen.findByRole('rowheader', { name: /Valid Government ID/ });
    await expectNoAxeViolations(document.body);
  });

  it('successfully submitted and requirements validation', async () => {
    await openScenarioApplication('payment-due');
    renderAt('/ihc/confirmation/application-submitted');
    await screen.findByRole('button', { name: MESSAGES.submission.viewOrderOfPayment });
    await expectNoAxeViolations(document.body);
  });
});
