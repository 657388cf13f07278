import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectNoAxeViolations } from '@qce/testing';
import { spApi } from '../../lib/sp-api';
import {
  openScenarioApplication,
  renderAt,
  server,
  signIn,
  setupMockServer,
} from '../../testing/render-app';
import { oubpasApplication } from '../../testing/applications';

setupMockServer();
jest.setTimeout(20000);

/** An SP application handed over by OUBPAS without industry and sub-industry. */
const applicationWithoutIndustry = () => oubpasApplication({ establishmentName: 'Reyes Bakeshop' });

const dialog = () =>
  screen.findByRole('dialog', { name: MESSAGES.sanitaryPermit.requiredDetailsTitle });

describe('Populate primary details /qce/populate-primary-details (payment §2, §4, §5)', () => {
  it('sends an application that already has industry and sub-industry straight to the list', async () => {
    await openScenarioApplication('sp-with-employees');
    renderAt('/populate-primary-details');
    expect(
      await screen.findByRole('heading', { name: 'Sanitary Permit Applications' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/qce/sp/applications');
  });

  it('asks a food industry, then an active sub-industry; Submit only after a sub-industry', async () => {
    await applicationWithoutIndustry();
    renderAt('/populate-primary-details');
    const box = await dialog();
    const industry = within(box).getByRole('combobox', { name: /^Industry/ });
    const sub = within(box).getByRole('combobox', { name: /Sub-Industry/ });
    // The page is this dialog (not dismissible): no serious axe violation (e2e accessibility gate row).
    await waitFor(() => expect(industry).toBeEnabled());
    await expectNoAxeViolations(box);
    // Required labels carry an asterisk.
    expect(within(box).getAllByText(MESSAGES.common.requiredMarker)).toHaveLength(2);
    expect(
      within(industry)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Food Establishment', 'Food Manufacturing']);
    expect(sub).toBeDisabled();
    const submit = within(box).getByRole('button', { name: MESSAGES.common.submit });
    expect(submit).toBeDisabled();
    await userEvent.selectOptions(industry, 'Food Establishment');
    await waitFor(() => expect(sub).toBeEnabled());
    expect(
      within(sub)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Restaurant', 'Bakery']);
    expect(submit).toBeDisabled();
    await userEvent.selectOptions(sub, 'Bakery');
    expect(submit).toBeEnabled();
  });

  it('saves industry and sub-industry and goes to /qce/sp/applications', async () => {
    const appId = await applicationWithoutIndustry();
    renderAt('/populate-primary-details');
    const box = await dialog();
    await userEvent.selectOptions(
      within(box).getByRole('combobox', { name: /^Industry/ }),
      'Food Manufacturing',
    );
    await userEvent.selectOptions(
      within(box).getByRole('combobox', { name: /Sub-Industry/ }),
      'Meat Processing',
    );
    await userEvent.click(within(box).getByRole('button', { name: MESSAGES.common.submit }));
    expect(
      await screen.findByRole('heading', { name: 'Sanitary Permit Applications' }),
    ).toBeInTheDocument();
    const saved = await spApi.application(appId);
    expect(saved.formData).toMatchObject({
      industryId: 2,
      industry: 'Food Manufacturing',
      subIndustryId: 21,
      subIndustry: 'Meat Processing',
      establishmentName: 'Reyes Bakeshop',
    });
  });

  it('stays on the dialog with a message when saving fails', async () => {
    await applicationWithoutIndustry();
    server.use(http.put('*/api/application', () => HttpResponse.json({}, { status: 500 })));
    renderAt('/populate-primary-details');
    const box = await dialog();
    await userEvent.selectOptions(
      within(box).getByRole('combobox', { name: /^Industry/ }),
      'Food Establishment',
    );
    await userEvent.selectOptions(
      within(box).getByRole('combobox', { name: /Sub-Industry/ }),
      'Restaurant',
    );
    await userEvent.click(within(box).getByRole('button', { name: MESSAGES.common.submit }));
    expect(await within(box).findByText(MESSAGES.updateDetails.failure)).toBeInTheDocument();
  });

  it('shows a retry panel when the application cannot be loaded', async () => {
    await applicationWithoutIndustry();
    server.use(http.get('*/api/application/:id', () => HttpResponse.json({}, { status: 500 })));
    renderAt('/populate-primary-details');
    expect(await screen.findByText(MESSAGES.common.trackUnavailable)).toBeInTheDocument();
  });

  it('goes to the list when no application is chosen', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/populate-primary-details');
    expect(
      await screen.findByRole('heading', { name: 'Sanitary Permit Applications' }),
    ).toBeInTheDocument();
  });
});
