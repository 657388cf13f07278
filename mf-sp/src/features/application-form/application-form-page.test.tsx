import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys } from '@qce/shared-kit/storage';
import { expectAccessibleDialog } from '@qce/testing/a11y-gate';
import { initialDetailsDraft } from '../../lib/initial-details';
import { spApi } from '../../lib/sp-api';
import {
  openScenarioApplication,
  renderAt,
  server,
  signIn,
  setupMockServer,
} from '../../testing/render-app';
import { NEW_BAKERY, oubpasApplication } from '../../testing/applications';

setupMockServer();
// Typing whole forms with user-event is slow on the shared 2-core machine.
jest.setTimeout(20000);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const count = (name: RegExp) => screen.getByRole('spinbutton', { name });

async function startNew(details: Partial<typeof NEW_BAKERY> = {}) {
  signIn({ scenario: 'fresh' });
  initialDetailsDraft.write({ ...NEW_BAKERY, ...details });
  renderAt('/sp/application-form');
  await screen.findByRole('heading', { name: MESSAGES.applicationForm.sanitaryPermitTitle });
}

async function fillEstablishment(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    establishment: 'Pan de Sal Corner',
    owner: 'Pedro Reyes',
    mayor: 'MP-2026-0001',
    address: '12 Kalayaan Avenue, Quezon City',
    ...overrides,
  };
  await userEvent.type(field(/Establishment Name/), values.establishment);
  await userEvent.type(field(/Owner Name/), values.owner);
  await userEvent.type(field(/Mayor's Permit No\./), values.mayor);
  await userEvent.type(field(/^Address/), values.address);
}

async function fillCounts(total: string, withHc: string, withoutHc: string) {
  await userEvent.clear(count(/Total Number of Employees/));
  await userEvent.type(count(/Total Number of Employees/), total);
  await userEvent.clear(count(/Employees with Health Certificate/));
  await userEvent.type(count(/Employees with Health Certificate/), withHc);
  await userEvent.clear(count(/Employees without Health Certificate/));
  await userEvent.type(count(/Employees without Health Certificate/), withoutHc);
}

const next = () => screen.getByRole('button', { name: MESSAGES.common.next });

/** After a save, the Requirements List modal lists the requirements; Confirm goes to the uploads. */
async function confirmRequirementsList() {
  const modal = await screen.findByRole('dialog', { name: MESSAGES.requirementsList.title });
  expect(within(modal).getByText("Mayor's Permit")).toBeInTheDocument();
  expect(within(modal).queryByText(MESSAGES.requirementsList.sixtyDayNotice)).toBeNull();
  await userEvent.click(within(modal).getByRole('button', { name: MESSAGES.common.confirm }));
}
const acceptTerms = () =>
  userEvent.click(
    screen.getByRole('checkbox', {
      name: new RegExp(MESSAGES.applicationForm.acceptTerms.slice(0, 20)),
    }),
  );

describe('SP application form /qce/sp/application-form (intake §2, §5 Sanitary permit form)', () => {
  it('goes back to the landing when there is neither an application nor initial details', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/sp/application-form');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Sanitary Permit Applications' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it('keeps Next disabled until the terms are accepted', async () => {
    await startNew();
    expect(next()).toBeDisabled();
    await acceptTerms();
    expect(next()).toBeEnabled();
    expect(screen.getByRole('button', { name: MESSAGES.common.cancel })).toBeEnabled();
  });

  it('requires establishment name, address, owner name and mayor permit no.', async () => {
    await startNew();
    await acceptTerms();
    await userEvent.click(next());
    for (const label of ['Establishment Name', 'Owner Name', "Mayor's Permit No.", 'Address']) {
      expect(await screen.findByText(MESSAGES.validation.fieldRequired(label))).toBeInTheDocument();
    }
  });

  it('turns a negative count into 0', async () => {
    await startNew();
    await userEvent.type(count(/Total Number of Employees/), '-5');
    await waitFor(() => expect(count(/Total Number of Employees/)).toHaveValue(0));
    await userEvent.type(count(/PPE Personnel/), '-1');
    await waitFor(() => expect(count(/PPE Personnel/)).toHaveValue(0));
  });

  it("blocks a total that differs from with + without: 'Total Number of Employess doesn't match ...'", async () => {
    const created = jest.spyOn(spApi, 'createApplication');
    await startNew();
    await fillEstablishment();
    await fillCounts('10', '6', '3');
    await acceptTerms();
    await userEvent.click(next());
    expect(await screen.findByText(MESSAGES.sanitaryPermit.totalMismatch)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.sanitaryPermit.notEnoughWithHealthCertificate)).toBeNull();
    expect(created).not.toHaveBeenCalled();
  });

  it("blocks under 50 percent with a health certificate: 'Not enough employees with Health Certificate'", async () => {
    const created = jest.spyOn(spApi, 'createApplication');
    await startNew();
    await fillEstablishment();
    await fillCounts('10', '4', '6');
    await acceptTerms();
    await userEvent.click(next());
    expect(
      await screen.findByText(MESSAGES.sanitaryPermit.notEnoughWithHealthCertificate),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.sanitaryPermit.totalMismatch)).toBeNull();
    expect(created).not.toHaveBeenCalled();
  });

  it('shows both count errors together', async () => {
    await startNew();
    await fillEstablishment();
    await fillCounts('10', '2', '1');
    await acceptTerms();
    await userEvent.click(next());
    expect(await screen.findByText(MESSAGES.sanitaryPermit.totalMismatch)).toBeInTheDocument();
    expect(
      screen.getByText(MESSAGES.sanitaryPermit.notEnoughWithHealthCertificate),
    ).toBeInTheDocument();
  });

  it.each(['Amendment of Business', 'Retirement of Business'])(
    'has no employee counts for %s',
    async (type) => {
      await startNew({ type, applicationTypeId: type.startsWith('Amendment') ? 3 : 4 });
      expect(screen.queryByRole('spinbutton', { name: /Total Number of Employees/ })).toBeNull();
      await fillEstablishment();
      await acceptTerms();
      await userEvent.click(next());
      await confirmRequirementsList();
      expect(
        await screen.findByRole('heading', { name: 'Requirements Upload' }),
      ).toBeInTheDocument();
    },
  );

  it('creates the application with the counts and goes to the requirements upload', async () => {
    await startNew();
    await fillEstablishment();
    await fillCounts('4', '3', '1');
    await acceptTerms();
    await userEvent.click(next());
    await confirmRequirementsList();
    expect(await screen.findByRole('heading', { name: 'Requirements Upload' })).toBeInTheDocument();
    const appId = localKeys.get('appId');
    expect(appId).not.toBeNull();
    const saved = await spApi.application(appId ?? '');
    expect(saved.permitId).toBe(2);
    expect(saved.formData).toMatchObject({
      establishmentName: 'Pan de Sal Corner',
      ownerName: 'Pedro Reyes',
      mayorPermitNo: 'MP-2026-0001',
      address: '12 Kalayaan Avenue, Quezon City',
      employeeNum: 4,
      employeeNumWithHC: 3,
      employeeNumWithoutHC: 1,
      email: 'pedro.reyes@example.com',
      subIndustry: 'Bakery',
    });
  });

  it('shows the Ongoing Application Detected dialog with the SP fields and does not create', async () => {
    const { id } = await openScenarioApplication('sp-with-employees');
    localKeys.remove('appId');
    const existing = jest.spyOn(spApi, 'ongoingApplicationIds');
    const created = jest.spyOn(spApi, 'createApplication');
    initialDetailsDraft.write(NEW_BAKERY);
    renderAt('/sp/application-form');
    await screen.findByRole('heading', { name: MESSAGES.applicationForm.sanitaryPermitTitle });
    await fillEstablishment({
      establishment: 'Reyes Bakeshop',
      mayor: 'MP-2025-04512',
      address: '45 Maginhawa Street, Quezon City',
    });
    await fillCounts('4', '3', '1');
    await acceptTerms();
    // The e2e accessibility gate's row: axe on the dialog, Escape gives the focus back to Next.
    await expectAccessibleDialog(userEvent.setup(), {
      name: MESSAGES.ongoing.title,
      open: async (user) => {
        await user.click(next());
        return next();
      },
    });
    await userEvent.click(next());
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.ongoing.title });
    expect(within(dialog).getByText(MESSAGES.ongoing.message)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.ongoing.instruction)).toBeInTheDocument();
    expect(within(dialog).getByText(id)).toBeInTheDocument();
    expect(existing).toHaveBeenCalledWith(
      expect.objectContaining({
        permitId: 2,
        address: '45 Maginhawa Street, Quezon City',
        establishmentName: 'Reyes Bakeshop',
        mayorPermitNo: 'MP-2025-04512',
        type: 'New',
      }),
    );
    expect(created).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: MESSAGES.ongoing.checkHistory }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Sanitary Permit Applications' }),
    ).toBeInTheDocument();
  });

  it('keeps what was typed across a reload (draft in sessionStorage)', async () => {
    signIn({ scenario: 'fresh' });
    initialDetailsDraft.write(NEW_BAKERY);
    const first = renderAt('/sp/application-form');
    await screen.findByRole('heading', { name: MESSAGES.applicationForm.sanitaryPermitTitle });
    await userEvent.type(field(/Establishment Name/), 'Draft Bakery');
    await waitFor(() =>
      expect(window.sessionStorage.getItem('qce-draft:sp-application-form:new')).toContain(
        'Draft Bakery',
      ),
    );
    first.unmount();
    renderAt('/sp/application-form');
    expect(await screen.findByDisplayValue('Draft Bakery')).toBeInTheDocument();
  });

  it('updates an existing application through PUT /application', async () => {
    await openScenarioApplication('sp-with-employees');
    const updated = jest.spyOn(spApi, 'updateApplication');
    const oubpas = jest.spyOn(spApi, 'updateOubpasApplication');
    renderAt('/sp/application-form');
    expect(await screen.findByDisplayValue('Reyes Bakeshop')).toBeInTheDocument();
    await userEvent.clear(field(/Owner Name/));
    await userEvent.type(field(/Owner Name/), 'Pedro G. Reyes');
    await userEvent.click(next());
    await confirmRequirementsList();
    expect(await screen.findByRole('heading', { name: 'Requirements Upload' })).toBeInTheDocument();
    expect(updated).toHaveBeenCalledWith(
      expect.objectContaining({
        formData: expect.objectContaining({ ownerName: 'Pedro G. Reyes' }),
      }),
    );
    expect(oubpas).not.toHaveBeenCalled();
  });

  it('shows barangay, city, district and street for OUBPAS and saves through the external OUBPAS call', async () => {
    const id = await oubpasApplication({
      ...NEW_BAKERY,
      establishmentName: 'OUBPAS Bakery',
      ownerName: 'Pedro Reyes',
      mayorPermitNo: 'MP-1',
      termsAccept: true,
    });
    const updated = jest.spyOn(spApi, 'updateApplication');
    const oubpas = jest.spyOn(spApi, 'updateOubpasApplication');
    renderAt('/sp/application-form');
    await screen.findByDisplayValue('OUBPAS Bakery');
    expect(screen.queryByRole('textbox', { name: /^Address/ })).toBeNull();
    await userEvent.type(field(/Street/), 'Maginhawa');
    await userEvent.type(field(/Barangay/), 'Teachers Village');
    await userEvent.type(field(/District/), 'District 4');
    await userEvent.type(field(/^City/), 'Quezon City');
    await fillCounts('2', '2', '0');
    await userEvent.click(next());
    await confirmRequirementsList();
    expect(await screen.findByRole('heading', { name: 'Requirements Upload' })).toBeInTheDocument();
    expect(oubpas).toHaveBeenCalledWith(
      id,
      expect.objectContaining({
        formData: expect.objectContaining({
          street: 'Maginhawa',
          barangay: 'Teachers Village',
          district: 'District 4',
          city: 'Quezon City',
        }),
      }),
    );
    expect(updated).not.toHaveBeenCalled();
  });

  it('requires the OUBPAS address parts', async () => {
    await oubpasApplication({ ...NEW_BAKERY, termsAccept: true });
    renderAt('/sp/application-form');
    await screen.findByRole('textbox', { name: /Barangay/ });
    await userEvent.click(next());
    for (const label of ['Barangay', 'City', 'District', 'Street']) {
      expect(await screen.findByText(MESSAGES.validation.fieldRequired(label))).toBeInTheDocument();
    }
  });

  it('locks the form when the application is For Review (intake §4 Form locking)', async () => {
    const { id } = await openScenarioApplication('sp-with-employees');
    const real = await spApi.application(id);
    server.use(
      http.get('*/api/application/:id', () =>
        HttpResponse.json({ data: { data: { ...real, status: 'For Review' } } }),
      ),
    );
    const updated = jest.spyOn(spApi, 'updateApplication');
    renderAt('/sp/application-form');
    expect(await screen.findByDisplayValue('Reyes Bakeshop')).toBeDisabled();
    expect(screen.getByText('This application can no longer be edited.')).toBeInTheDocument();
    await userEvent.click(next());
    expect(await screen.findByRole('heading', { name: 'Requirements Upload' })).toBeInTheDocument();
    expect(updated).not.toHaveBeenCalled();
  });

  it('shows an error notice and stays when saving fails', async () => {
    await startNew();
    server.use(http.post('*/api/application', () => HttpResponse.json({}, { status: 500 })));
    await fillEstablishment();
    await fillCounts('4', '3', '1');
    await acceptTerms();
    await userEvent.click(next());
    expect(await screen.findByText(MESSAGES.common.somethingWentWrongPeriod)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: MESSAGES.applicationForm.sanitaryPermitTitle }),
    ).toBeInTheDocument();
  });

  it('offers Update Details on an existing non-OUBPAS application and shows the new type', async () => {
    await openScenarioApplication('sp-with-employees');
    renderAt('/sp/application-form');
    await screen.findByDisplayValue('Reyes Bakeshop');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.updateDetails.button }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.updateDetails.dialogTitle });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Application Type/ }),
      'Renewal',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.updateDetails.confirmTitle,
    });
    await userEvent.click(within(confirm).getByRole('button', { name: MESSAGES.common.confirm }));
    expect(await screen.findByText(MESSAGES.updateDetails.success)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Application details' });
    expect(await within(summary).findByText('Renewal')).toBeInTheDocument();
  });

  it('hides Update Details for an OUBPAS application (intake §4)', async () => {
    await oubpasApplication({ ...NEW_BAKERY, establishmentName: 'OUBPAS Bakery' });
    renderAt('/sp/application-form');
    await screen.findByDisplayValue('OUBPAS Bakery');
    expect(screen.queryByRole('button', { name: MESSAGES.updateDetails.button })).toBeNull();
  });
});
