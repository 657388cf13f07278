import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys } from '@qce/shared-kit/storage';
import {
  openScenarioApplication,
  renderAt,
  server,
  setupMockServer,
  signIn,
} from '../../testing/render-app';

setupMockServer();

describe('Successfully Submitted (intake §2)', () => {
  it('keeps View Order of Payment disabled while validation is in progress', async () => {
    await openScenarioApplication('for-review');
    renderAt('/ihc/confirmation/application-submitted');
    expect(
      await screen.findByText(MESSAGES.submission.successfullySubmittedBody),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: MESSAGES.submission.viewOrderOfPayment }),
    ).toBeDisabled();
  });

  it('enables View Order of Payment once Requirements Validation is COMPLETED', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('payment-due');
    renderAt('/ihc/confirmation/application-submitted');
    const button = await screen.findByRole('button', {
      name: MESSAGES.submission.viewOrderOfPayment,
    });
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/order-of-payment'));
  });

  it('redirects to the landing without a current application', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/ihc/confirmation/application-submitted');
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/applications'));
  });

  it('shows a retry panel, not a blank page, when the application cannot be loaded', async () => {
    await openScenarioApplication('for-review');
    server.use(http.get('*/api/application/:id', () => HttpResponse.json({}, { status: 500 })));
    renderAt('/ihc/confirmation/application-submitted');
    expect(await screen.findByText(MESSAGES.common.trackUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.common.tryAgain })).toBeInTheDocument();
  });
});

describe('Requirements Validation (intake §2, §4)', () => {
  it('sends a Requires Update applicant back to the uploads', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('requirements-requires-update');
    renderAt('/ihc/requirements-validation');
    await user.click(await screen.findByRole('button', { name: 'Update Requirements' }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/requirements-upload'));
  });

  it('drives the step navigation from the audit log', async () => {
    await openScenarioApplication('for-review');
    renderAt('/ihc/requirements-validation');
    const nav = await screen.findByRole('navigation', { name: 'Application steps' });
    expect(nav).toHaveTextContent(/Application Form/);
    expect(screen.getByRole('link', { name: /Upload Requirements/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Head Approval/ })).not.toBeInTheDocument();
  });
});

describe('Application details header: Cancel Application (intake §4)', () => {
  it('shows the cancel button with its tooltip only for Draft with Upload Requirements logged; cancelling discards', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    const cancel = await screen.findByRole('button', { name: MESSAGES.cancelApplication.button });
    expect(cancel).toHaveAccessibleDescription(MESSAGES.cancelApplication.tooltip);
    await user.click(cancel);
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.cancelApplication.confirmTitle,
    });
    expect(confirm).toHaveTextContent(MESSAGES.cancelApplication.confirmation);
    await user.click(
      screen
        .getAllByRole('button', { name: MESSAGES.cancelApplication.button })
        .at(-1) as HTMLElement,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/applications'));
    expect(localKeys.get('appId')).toBeNull();
  });

  it('hides Cancel Application once submitted (For Review)', async () => {
    await openScenarioApplication('for-review');
    renderAt('/ihc/requirements-validation');
    await screen.findByRole('heading', { name: 'Requirements Validation' });
    expect(
      screen.queryByRole('button', { name: MESSAGES.cancelApplication.button }),
    ).not.toBeInTheDocument();
  });

  it("reports 'Failed updating, try again in a while.' when saving new details fails", async () => {
    const user = userEvent.setup();
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    await user.click(await screen.findByRole('button', { name: MESSAGES.updateDetails.button }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.updateDetails.dialogTitle });
    await screen.findAllByRole('option', { name: 'Renewal' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Application Type/ }), 'Renewal');
    expect(dialog).toBeInTheDocument();
    server.use(http.put('*/api/application', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.common.confirm }));
    expect(await screen.findByText(MESSAGES.updateDetails.failure)).toBeInTheDocument();
  });

  it("reports 'Applicant Details Updated.' and resets sub-industry/business line on industry change", async () => {
    const user = userEvent.setup();
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    await user.click(await screen.findByRole('button', { name: MESSAGES.updateDetails.button }));
    await screen.findAllByRole('option', { name: 'Personal Services' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Industry/ }),
      'Personal Services',
    );
    expect(screen.getByRole('combobox', { name: /Sub-Industry/ })).not.toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Business Line/ })).not.toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.updateDetails.confirmTitle,
    });
    expect(confirm).toHaveTextContent('Food Establishment');
    expect(confirm).toHaveTextContent('Personal Services');
    await user.click(screen.getByRole('button', { name: MESSAGES.common.confirm }));
    expect(await screen.findByText(MESSAGES.updateDetails.success)).toBeInTheDocument();
  });
});
