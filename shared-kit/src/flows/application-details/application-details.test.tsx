import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seededUsers } from '@qce/mock-api';
import { resetMockDb, server } from '@qce/mock-api/node';
import type { AuditLogEntry } from '../../api';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../config';
import { MESSAGES } from '../../messages';
import { localKeys, sessionKeys } from '../../storage';
import { expectNoAxeViolations } from '@qce/testing';
import { ApplicationDetailsHeader } from './application-details-header';
import type { ApplicationDetailsHeaderProps } from './application-details-header';
import type { LandingSelection } from '@qce/shared-kit/flows/initial-details';

const L = MESSAGES.landing;

// userEvent and axe on the shared 2-core machine can be slow.
jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 });
  resetMockDb('fresh');
  const juan = seededUsers().find((u) => u.userId === 101);
  localKeys.set('token', juan?.token ?? '');
  sessionKeys.set('userId', '101');
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

/** The draft's initial details: New, Food Establishment, Restaurant, Fine Dining (mock-api reference data). */
const DETAILS: LandingSelection = {
  type: 'New',
  applicationTypeId: 1,
  industry: 'Food Establishment',
  industryId: 1,
  subIndustry: 'Restaurant',
  subIndustryId: 11,
  businessLine: 'Fine Dining',
};
const log = (transactionType: string, status: string): AuditLogEntry => ({
  transactionType,
  status: status as AuditLogEntry['status'],
  logDate: '2026-11-20T08:00:00Z',
});
const UPLOADING = [log('Application Form', 'COMPLETED'), log('Upload Requirements', 'IN_PROGRESS')];

function renderHeader(props: Partial<ApplicationDetailsHeaderProps<LandingSelection>> = {}) {
  const onUpdate = jest.fn<Promise<void>, [LandingSelection]>().mockResolvedValue(undefined);
  const onCancelApplication = jest.fn<Promise<void>, []>().mockResolvedValue(undefined);
  const utils = render(
    <ApplicationDetailsHeader
      track="IHC"
      applicationId="HC-1001"
      status="Draft"
      details={DETAILS}
      summary={[
        [L.applicationType, DETAILS.type ?? ''],
        [L.businessLine, ''],
      ]}
      auditLogs={UPLOADING}
      page="other"
      onUpdate={onUpdate}
      onCancelApplication={onCancelApplication}
      {...props}
    />,
  );
  return { ...utils, onUpdate, onCancelApplication };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: MESSAGES.updateDetails.button }));
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.updateDetails.dialogTitle });
  await within(dialog).findByRole('option', { name: 'Personal Services' });
  return dialog;
}

describe('ApplicationDetailsHeader (intake §2 Application details header, §4)', () => {
  it("shows the track's summary ('-' when empty) under 'Application Details (id)' and passes axe", async () => {
    const { container } = renderHeader();
    expect(
      screen.getByRole('heading', { name: 'Application Details (HC-1001)' }),
    ).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual([L.applicationType, L.businessLine]);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['New', '-']);
    await expectNoAxeViolations(container);
  });

  it('with a label (SP) names the section by it, shows no heading and puts the buttons after the summary', () => {
    renderHeader({ label: 'Initial details', page: 'sp' });
    const section = screen.getByRole('region', { name: 'Initial details' });
    expect(within(section).queryByRole('heading')).toBeNull();
    const lastValue = within(section).getAllByRole('definition').at(-1);
    const update = within(section).getByRole('button', { name: MESSAGES.updateDetails.button });
    expect(lastValue?.compareDocumentPosition(update)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows Update Details by the §4 icon rule of the page, and never when locked', () => {
    const completed = [log('Upload Requirements', 'COMPLETED')];
    const requiresUpdate = [log('Requirements Validation', 'REQUIRES_UPDATE')];
    const button = () => screen.queryByRole('button', { name: MESSAGES.updateDetails.button });
    const cases: [Partial<ApplicationDetailsHeaderProps<LandingSelection>>, boolean][] = [
      [{ page: 'other' }, true],
      [{ page: 'other', auditLogs: completed }, false],
      [{ page: 'other', auditLogs: requiresUpdate }, false],
      [{ page: 'ihc-requirements-upload', auditLogs: requiresUpdate }, true],
      [{ page: 'ihc-requirements-upload', auditLogs: completed }, false],
      [{ page: 'sp', sourceType: 'OUBPAS' }, false],
      [{ page: 'sp', auditLogs: completed }, true],
      [{ page: 'other', locked: true }, false],
    ];
    for (const [props, shown] of cases) {
      const { unmount } = renderHeader(props);
      expect({ props, shown: button() !== null }).toEqual({ props, shown });
      unmount();
    }
  });

  it('shows Cancel Application with its tooltip only for Draft with Upload Requirements logged; confirming discards', async () => {
    const user = userEvent.setup();
    const { unmount } = renderHeader({ status: 'For Review' });
    expect(screen.queryByRole('button', { name: MESSAGES.cancelApplication.button })).toBeNull();
    unmount();
    const { onCancelApplication } = renderHeader({ keepLabel: 'Not now' });
    const cancel = screen.getByRole('button', { name: MESSAGES.cancelApplication.button });
    expect(cancel).toHaveAccessibleDescription(MESSAGES.cancelApplication.tooltip);
    await user.click(cancel);
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.cancelApplication.confirmTitle,
    });
    expect(confirm).toHaveTextContent(MESSAGES.cancelApplication.confirmation);
    await user.click(within(confirm).getByRole('button', { name: 'Not now' }));
    expect(onCancelApplication).not.toHaveBeenCalled();
    await user.click(cancel);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: MESSAGES.cancelApplication.button,
      }),
    );
    await waitFor(() => expect(onCancelApplication).toHaveBeenCalledTimes(1));
  });
});

describe('Update Details dialog (intake §5 Changing initial details, §8)', () => {
  it("says 'No change detected' and names an emptied field as required", async () => {
    const user = userEvent.setup();
    const { onUpdate } = renderHeader();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.updateDetails.noChange,
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Application Type/ }),
      '',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      MESSAGES.validation.fieldRequired(L.applicationType),
    );
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('resets sub-industry and business line on an industry change, confirms current vs new, then saves', async () => {
    const user = userEvent.setup();
    const { onUpdate } = renderHeader();
    const dialog = await openDialog(user);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Industry/ }),
      'Personal Services',
    );
    expect(within(dialog).getByRole('combobox', { name: /Sub-Industry/ })).toHaveDisplayValue(
      'Massage Clinic',
    );
    expect(within(dialog).getByRole('combobox', { name: /Business Line/ })).toHaveValue('Spa');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Sub-Industry/ }), '32');
    expect(within(dialog).getByRole('combobox', { name: /Business Line/ })).toHaveValue(
      'Barbershop',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.updateDetails.confirmTitle,
    });
    const industryRow = within(confirm).getByRole('rowheader', { name: L.industry }).closest('tr');
    expect(industryRow).toHaveTextContent('Food Establishment');
    expect(industryRow).toHaveTextContent('Personal Services');
    await user.click(within(confirm).getByRole('button', { name: MESSAGES.common.confirm }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith({
        ...DETAILS,
        industryId: 3,
        industry: 'Personal Services',
        subIndustryId: 32,
        subIndustry: 'Barbershop and Salon',
        businessLine: 'Barbershop',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open with the new values when saving fails (the track reports the failure)', async () => {
    const user = userEvent.setup();
    const { onUpdate } = renderHeader();
    onUpdate.mockRejectedValueOnce(new Error('500'));
    const dialog = await openDialog(user);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Application Type/ }),
      'Renewal',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.common.confirm }));
    const again = await screen.findByRole('dialog', { name: MESSAGES.updateDetails.dialogTitle });
    expect(within(again).getByRole('combobox', { name: /Application Type/ })).toHaveDisplayValue(
      'Renewal',
    );
  });

  it('offers each track its lists: IHC all industries and IHC types; SP food industries and SP types', async () => {
    const user = userEvent.setup();
    const options = (dialog: HTMLElement, name: RegExp) =>
      within(within(dialog).getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    const ihc = renderHeader({ track: 'IHC' });
    let dialog = await openDialog(user);
    expect(options(dialog, /^Industry/)).toContain('Hotels and Lodging');
    expect(options(dialog, /Application Type/)).toEqual([
      'Select',
      'New',
      'Renewal',
      'Transfer of Employment',
    ]);
    ihc.unmount();

    renderHeader({ track: 'SP' });
    await user.click(screen.getByRole('button', { name: MESSAGES.updateDetails.button }));
    dialog = await screen.findByRole('dialog', { name: MESSAGES.updateDetails.dialogTitle });
    await within(dialog).findByRole('option', { name: 'Food Manufacturing' });
    expect(options(dialog, /^Industry/)).toEqual([
      'Select',
      'Food Establishment',
      'Food Manufacturing',
    ]);
    expect(options(dialog, /Application Type/)).not.toContain('Transfer of Employment');
    expect(options(dialog, /Application Type/)).toContain('Retirement of Business');
  });
});
