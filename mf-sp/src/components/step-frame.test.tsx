import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys } from '@qce/shared-kit/storage';
import { spApi } from '../lib/sp-api';
import { openScenarioApplication, renderAt, server, setupMockServer } from '../testing/render-app';
import { NEW_BAKERY, oubpasApplication } from '../testing/applications';

setupMockServer();
jest.setTimeout(20000);

const header = () => screen.findByRole('region', { name: 'Application details' });

/** Opens Update Details on the requirements upload page; returns the dialog. */
async function openUpdateDetails() {
  renderAt('/sp/requirements-upload');
  await userEvent.click(
    await within(await header()).findByRole('button', { name: MESSAGES.updateDetails.button }),
  );
  return screen.findByRole('dialog', { name: MESSAGES.updateDetails.dialogTitle });
}

/** Picks another sub-industry, saves and confirms the changes. */
async function changeSubIndustry(dialog: HTMLElement) {
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: /Sub-Industry/ }),
    'Restaurant',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const confirm = await screen.findByRole('alertdialog', {
    name: MESSAGES.updateDetails.confirmTitle,
  });
  await userEvent.click(within(confirm).getByRole('button', { name: MESSAGES.common.confirm }));
}

describe('SP step frame: Update Details (intake §2 Application details header, §4, §5)', () => {
  it('offers Update Details when the source is not OUBPAS and saves a change after Confirm Changes', async () => {
    const { id } = await openScenarioApplication('sp-with-employees');
    await changeSubIndustry(await openUpdateDetails());
    expect(await screen.findByText(MESSAGES.updateDetails.success)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await spApi.application(id)).formData.subIndustry).toBe('Restaurant'),
    );
  });

  it("says 'No change detected' when nothing changed", async () => {
    await openScenarioApplication('sp-with-employees');
    const dialog = await openUpdateDetails();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.updateDetails.noChange)).toBeInTheDocument();
  });

  it("shows 'Failed updating, try again in a while.' when saving fails", async () => {
    await openScenarioApplication('sp-with-employees');
    server.use(http.put('*/api/application', () => HttpResponse.json({}, { status: 500 })));
    await changeSubIndustry(await openUpdateDetails());
    expect(await screen.findByText(MESSAGES.updateDetails.failure)).toBeInTheDocument();
  });

  it('hides Update Details for an OUBPAS application', async () => {
    await oubpasApplication({ ...NEW_BAKERY, isInternal: false });
    renderAt('/sp/requirements-upload');
    await header();
    await screen.findByRole('heading', { name: 'Requirements' });
    expect(screen.queryByRole('button', { name: MESSAGES.updateDetails.button })).toBeNull();
  });

  it('cancels a Draft application after the confirmation and returns to the landing (intake §4 Cancel Application)', async () => {
    const { id } = await openScenarioApplication('sp-with-employees');
    renderAt('/sp/requirements-upload');
    await userEvent.click(
      await within(await header()).findByRole('button', {
        name: MESSAGES.cancelApplication.button,
      }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.cancelApplication.confirmTitle,
    });
    expect(within(confirm).getByText(MESSAGES.cancelApplication.confirmation)).toBeInTheDocument();
    await userEvent.click(
      within(confirm).getByRole('button', { name: MESSAGES.cancelApplication.button }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Sanitary Permit Applications' }),
    ).toBeInTheDocument();
    expect(localKeys.get('appId')).toBeNull();
    expect((await spApi.application(id)).status).toBe('Discard');
  });

  it('has no Cancel Application once requirements are submitted', async () => {
    await openScenarioApplication('shl-wal-eligible');
    renderAt('/sp/permit-issuing');
    await header();
    expect(screen.queryByRole('button', { name: MESSAGES.cancelApplication.button })).toBeNull();
  });
});
