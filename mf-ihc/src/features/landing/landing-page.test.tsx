import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectAccessibleDialog } from '@qce/testing/a11y-gate';
import { localKeys } from '@qce/shared-kit/storage';
import { renderAt, server, signIn, setupMockServer } from '../../testing/render-app';

setupMockServer();

describe('Landing /qce/ihc/applications (intake §2 Landing)', () => {
  it('shows the applicant details from user details', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/ihc/applications');
    const details = await screen.findByRole('region', { name: 'Applicant Details' });
    expect(within(details).getByText('Juan Garcia Dela Cruz')).toBeInTheDocument();
    expect(within(details).getByText('Male')).toBeInTheDocument();
    expect(within(details).getByText('juan.delacruz@example.com')).toBeInTheDocument();
    expect(within(details).getByText('05/14/1990')).toBeInTheDocument();
  });

  it("shows 'No existing history' in both tables for a fresh applicant", async () => {
    signIn({ scenario: 'fresh', userId: 106 });
    renderAt('/ihc/applications');
    const individual = await screen.findByRole('region', {
      name: MESSAGES.history.individualTitle,
    });
    await within(individual).findByText(MESSAGES.history.empty);
    const bulk = screen.getByRole('region', { name: MESSAGES.history.bulkTitle });
    await within(bulk).findByText(MESSAGES.history.empty);
    expect(within(individual).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
    expect(
      within(individual)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15']);
  });

  it('opens a rejected application with the rejected dialog and its reason', async () => {
    signIn({ scenario: 'rejected' });
    renderAt('/ihc/applications');
    const individual = await screen.findByRole('region', {
      name: MESSAGES.history.individualTitle,
    });
    await userEvent.click(
      await within(individual).findByRole('button', { name: /Open application/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.rejected.title });
    expect(within(dialog).getByText(MESSAGES.rejected.message)).toBeInTheDocument();
    expect(within(dialog).getByText(/Laboratory results are not acceptable/)).toBeInTheDocument();
    expect(localKeys.get('appId')).toBeNull();
  });

  it('opens an on-hold application with the ON HOLD dialog, id and remarks', async () => {
    signIn({ scenario: 'on-hold' });
    renderAt('/ihc/applications');
    const individual = await screen.findByRole('region', {
      name: MESSAGES.history.individualTitle,
    });
    await userEvent.click(
      await within(individual).findByRole('button', { name: /Open application/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.status.onHold });
    expect(within(dialog).getByText(/Waiting for the chest X-ray re-check/)).toBeInTheDocument();
  });

  it('loads any other application and goes to the application form', async () => {
    signIn({ scenario: 'draft' });
    renderAt('/ihc/applications');
    const individual = await screen.findByRole('region', {
      name: MESSAGES.history.individualTitle,
    });
    const open = await within(individual).findByRole('button', { name: /Open application/ });
    await userEvent.click(open);
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/application-form'));
    expect(localKeys.get('appId')).toBe(open.textContent);
  });

  it('requires every dropdown, enables sub-industry after industry, and confirms PESO', async () => {
    const user = userEvent.setup();
    signIn({ scenario: 'fresh' });
    renderAt('/ihc/applications');
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(screen.getByRole('combobox', { name: /Sub-Industry/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Business Line/ })).toBeDisabled();
    await user.click(apply);
    expect(
      await screen.findByText(MESSAGES.validation.fieldRequired('Application Type')),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: MESSAGES.landing.pesoBeneficiary }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.landing.pesoBeneficiary,
    });
    expect(within(confirm).getByText(MESSAGES.landing.pesoConfirm)).toBeInTheDocument();
    expect(within(confirm).getByText(MESSAGES.landing.pesoWarning)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('checkbox', { name: MESSAGES.landing.pesoBeneficiary })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: MESSAGES.landing.bulk }));
    expect(screen.getByRole('checkbox', { name: MESSAGES.landing.pesoBeneficiary })).toBeDisabled();
    expect(
      screen.getByRole('checkbox', { name: MESSAGES.landing.pesoBeneficiary }),
    ).not.toBeChecked();
  });

  it('keeps the landing usable when user details fail (silent failure)', async () => {
    signIn({ scenario: 'fresh' });
    server.use(
      http.get('*/user/:userId/details', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderAt('/ihc/applications');
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applicant Details' })).not.toBeInTheDocument();
  });
});

describe('Landing new application (intake §5 Landing form)', () => {
  it('offers only active sub-industries, resets on industry change, and carries the choice to the form', async () => {
    const user = userEvent.setup();
    signIn({ scenario: 'fresh', userId: 106 });
    renderAt('/ihc/applications');
    const industry = await screen.findByRole('combobox', { name: /^Industry/ });
    await screen.findByRole('option', { name: 'Food Establishment' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Application Type/ }), 'New');
    await user.selectOptions(industry, 'Food Establishment');
    const sub = screen.getByRole('combobox', { name: /Sub-Industry/ });
    expect(sub).toBeEnabled();
    const subOptions = within(sub)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(subOptions).not.toContain('Street Food Cart'); // inactive in the seed
    await user.selectOptions(sub, subOptions[1] ?? '');
    const line = screen.getByRole('combobox', { name: /Business Line/ });
    expect(line).toBeEnabled();
    await user.selectOptions(line, within(line).getAllByRole('option')[1]?.textContent ?? '');
    await user.selectOptions(industry, 'Personal Services');
    expect(screen.getByRole('combobox', { name: /Sub-Industry/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Business Line/ })).toBeDisabled();
    await user.selectOptions(industry, 'Food Establishment');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Sub-Industry/ }),
      subOptions[1] ?? '',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Business Line/ }),
      within(screen.getByRole('combobox', { name: /Business Line/ })).getAllByRole('option')[1]
        ?.textContent ?? '',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/application-form'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: MESSAGES.applicationForm.individualTitle,
      }),
    ).toBeInTheDocument();
  });

  it('reloads the history on page change (pagination reloads)', async () => {
    const user = userEvent.setup();
    signIn({ scenario: 'fresh' });
    const pages: string[] = [];
    server.use(
      http.get('*/api/application', ({ request }) => {
        const url = new URL(request.url);
        pages.push(url.searchParams.get('page') ?? '');
        const page = Number(url.searchParams.get('page'));
        const details = Array.from({ length: 5 }, (_, i) => ({
          applicationId: `A${page}${i}`,
          status: 'Draft',
          applicationDate: '2026-01-01',
          formData: {},
          permitId: 1,
          userId: '101',
        }));
        return HttpResponse.json({ data: { details, totalCount: 12 } });
      }),
    );
    renderAt('/ihc/applications');
    const individual = await screen.findByRole('region', {
      name: MESSAGES.history.individualTitle,
    });
    await within(individual).findByText('A10');
    await user.click(within(individual).getByRole('button', { name: /next/i }));
    expect(await within(individual).findByText('A20')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('reminds about a pending specimen with the Submit Requirements dialog', async () => {
    signIn({ scenario: 'fresh' });
    server.use(
      http.get('*/api/application', () =>
        HttpResponse.json({
          data: {
            details: [
              {
                applicationId: 'P1',
                status: 'Draft',
                regularLabStatus: 'pending specimen',
                formData: {},
                permitId: 1,
                userId: '101',
              },
            ],
            totalCount: 1,
          },
        }),
      ),
    );
    renderAt('/ihc/applications');
    const dialog = await screen.findByRole('dialog', {
      name: MESSAGES.history.submitRequirementsTitle,
    });
    expect(dialog).toHaveTextContent(MESSAGES.history.submitRequirementsBody);
    // It opened by itself: axe on it, and Escape gives the focus to the page's main (e2e a11y gate row).
    await expectAccessibleDialog(userEvent.setup(), {
      name: MESSAGES.history.submitRequirementsTitle,
    });
  });
});
