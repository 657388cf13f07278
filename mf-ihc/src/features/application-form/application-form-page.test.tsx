import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys } from '@qce/shared-kit/storage';
import { newApplication } from '../../testing/applications';
import { renderAt, server, signIn, setupMockServer } from '../../testing/render-app';

setupMockServer();

function startNew(options: { scenario?: string; userId?: number } = {}) {
  newApplication(options);
  renderAt('/ihc/application-form');
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Civil Status/ }), 'Single');
  await user.clear(screen.getByRole('textbox', { name: /Contact Number/ }));
  await user.type(screen.getByRole('textbox', { name: /Contact Number/ }), '09171234567');
  await user.selectOptions(screen.getByRole('combobox', { name: /Occupation/ }), 'Cook');
  await user.type(screen.getByRole('textbox', { name: /Company Name/ }), '  Jollibee Foods  ');
}

describe('Application form /qce/ihc/application-form (intake §2, §5 Personal info)', () => {
  it('shows the title, sections, and the pre-filled disabled account fields', async () => {
    startNew();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: MESSAGES.applicationForm.individualTitle,
      }),
    ).toBeInTheDocument();
    for (const section of [
      MESSAGES.applicationForm.personalInfo,
      MESSAGES.applicationForm.companyInfo,
      MESSAGES.applicationForm.occupationalPermit,
    ]) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Juan');
    expect(screen.getByRole('textbox', { name: /First Name/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    const birth = screen.getByLabelText(/Birth Date/);
    expect(birth).toBeDisabled();
    expect(birth).toHaveValue('1990-05-14');
    expect(birth).toHaveAttribute('max');
    // read-only summary of the initial details
    expect(screen.getByText('Restaurant')).toBeInTheDocument();
  });

  it('enables Next only when the terms are checked, and reports missing required fields', async () => {
    const user = userEvent.setup();
    startNew();
    const next = await screen.findByRole('button', { name: MESSAGES.common.next });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.applicationForm.acceptTerms }));
    expect(next).toBeEnabled();
    await user.click(next);
    expect(
      await screen.findByText(MESSAGES.validation.fieldRequired('Company Name')),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.fieldRequired('Occupation'))).toBeInTheDocument();
    expect(localKeys.get('appId')).toBeNull();
  });

  it('creates the application (trimmed, no empty suffix) and shows the Requirements List, then goes to upload', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/application') {
        sent = (await request.clone().json()) as Record<string, unknown>;
      }
    });
    startNew();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.applicationForm.acceptTerms }));
    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    const modal = await screen.findByRole('dialog', { name: MESSAGES.requirementsList.title });
    expect(within(modal).getByText(MESSAGES.requirementsList.sixtyDayNotice)).toBeInTheDocument();
    expect(within(modal).getAllByRole('row').length).toBeGreaterThan(1);
    const formData = sent?.formData as Record<string, unknown>;
    expect(formData.companyName).toBe('Jollibee Foods');
    expect('suffix' in formData).toBe(false);
    expect(formData.birthDate).toBe('05/14/1990');
    expect(localKeys.get('appId')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: MESSAGES.common.confirm }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/requirements-upload'));
    server.events.removeAllListeners();
  });

  it('blocks creation with the Ongoing Application Detected dialog and its ids', async () => {
    const user = userEvent.setup();
    startNew({ scenario: 'draft' });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.applicationForm.acceptTerms }));
    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.ongoing.title });
    expect(within(dialog).getByText(MESSAGES.ongoing.message)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.ongoing.instruction)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.ongoing.stayOnPage }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/qce/ihc/application-form');
    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.ongoing.checkHistory }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/applications'));
  });

  it("validates the occupational permit: invalid -> 'Occupational Permit Number not valid/existing'", async () => {
    const user = userEvent.setup();
    startNew();
    const input = await screen.findByRole('textbox', { name: /Occupational Permit Number/ });
    await user.type(input, 'OP-0000');
    await user.click(screen.getByRole('button', { name: MESSAGES.applicationForm.validate }));
    expect(
      await screen.findByText(MESSAGES.applicationForm.occupationalPermitInvalid),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'OP-2024-0001');
    await user.click(screen.getByRole('button', { name: MESSAGES.applicationForm.validate }));
    expect(await screen.findByText('Occupational Permit Number validated.')).toBeInTheDocument();
  });

  it('treats a failing permit check as not valid', async () => {
    const user = userEvent.setup();
    startNew();
    server.use(http.post('*/health-cert-v2', () => HttpResponse.error()));
    await user.type(
      await screen.findByRole('textbox', { name: /Occupational Permit Number/ }),
      'OP-2024-0001',
    );
    await user.click(screen.getByRole('button', { name: MESSAGES.applicationForm.validate }));
    expect(
      await screen.findByText(MESSAGES.applicationForm.occupationalPermitInvalid),
    ).toBeInTheDocument();
  });

  it('shows the Data Privacy Policy sanitised', async () => {
    const user = userEvent.setup();
    startNew();
    server.use(
      http.get('*/privacy-policy', () =>
        HttpResponse.json({
          data: {
            content: '<h3>Policy</h3><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          },
        }),
      ),
    );
    await user.click(
      await screen.findByRole('button', { name: MESSAGES.applicationForm.dataPrivacyPolicy }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: MESSAGES.applicationForm.dataPrivacyPolicy,
    });
    expect(await within(dialog).findByRole('heading', { name: 'Policy' })).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
  });

  it('keeps what was typed across a reload', async () => {
    const user = userEvent.setup();
    startNew();
    await user.type(await screen.findByRole('textbox', { name: /Company Name/ }), 'Draft Co');
    cleanup();
    renderAt('/ihc/application-form');
    expect(await screen.findByRole('textbox', { name: /Company Name/ })).toHaveValue('Draft Co');
  });

  it('locks the form when the application is For Review (intake §4 Form locking)', async () => {
    signIn({ scenario: 'for-review' });
    const { ihcApi } = await import('../../lib/ihc-api');
    const page = await ihcApi.history({ email: 'juan.delacruz@example.com', page: 1, limit: 5 });
    localKeys.set('appId', page.details[0]?.applicationId ?? '');
    renderAt('/ihc/application-form');
    expect(await screen.findByRole('combobox', { name: /Civil Status/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: MESSAGES.updateDetails.button }),
    ).not.toBeInTheDocument();
    // a locked form still lets the applicant move on to the next step
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    const modal = await screen.findByRole('dialog', { name: MESSAGES.requirementsList.title });
    await userEvent.click(within(modal).getByRole('button', { name: MESSAGES.common.confirm }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/requirements-upload'));
  });

  it("Update Details: 'No change detected', then a change confirmed (new application)", async () => {
    const user = userEvent.setup();
    startNew();
    await user.click(await screen.findByRole('button', { name: MESSAGES.updateDetails.button }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.updateDetails.dialogTitle });
    await within(dialog).findByRole('option', { name: 'Food Establishment' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.updateDetails.noChange)).toBeInTheDocument();
    const types = within(dialog).getByRole('combobox', { name: /Application Type/ });
    await user.selectOptions(types, 'Renewal');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.updateDetails.confirmTitle,
    });
    expect(within(confirm).getByText('New')).toBeInTheDocument();
    expect(within(confirm).getByText('Renewal')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: MESSAGES.common.confirm }));
    expect(await screen.findByText(MESSAGES.updateDetails.success)).toBeInTheDocument();
  });

  it('forces the yellow card for a Masseur (intake §5, §9) and sends the form once', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/application') {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
      }
    });
    startNew();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Occupation/ }), 'Masseur');
    expect(
      screen.getByText(/Yellow card: required for the Masseur occupation/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.applicationForm.acceptTerms }));
    await user.dblClick(screen.getByRole('button', { name: MESSAGES.common.next }));
    await screen.findByRole('dialog', { name: MESSAGES.requirementsList.title });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.yellowCard).toBe(true);
    // Birth Certificate shows only with a yellow card (intake §5 Requirement visibility)
    expect(screen.getByRole('cell', { name: 'Birth Certificate' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('keeps the typed form and shows no blank page when creating the application fails', async () => {
    const user = userEvent.setup();
    startNew();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.applicationForm.acceptTerms }));
    server.use(
      http.post('*/api/application', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: MESSAGES.common.next })).toBeEnabled(),
    );
    expect(
      screen.queryByRole('dialog', { name: MESSAGES.requirementsList.title }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Saving application' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveValue('  Jollibee Foods  ');
    expect(localKeys.get('appId')).toBeNull();
  });

  it('shows the Requirements List with No records found when the requirements cannot be loaded', async () => {
    const user = userEvent.setup();
    startNew();
    server.use(http.get('*/api/requirements', () => HttpResponse.json({}, { status: 500 })));
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.applicationForm.acceptTerms }));
    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    const modal = await screen.findByRole('dialog', { name: MESSAGES.requirementsList.title });
    expect(within(modal).getByText(MESSAGES.common.noRecords)).toBeInTheDocument();
  });
});
