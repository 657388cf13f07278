/**
 * Issue 24 items 1, 3, 4: the bulk-part applicant's path (intake §2 Landing; §3 Classes:
 * Bulk-Individual; §4 Opening an application from history, Form locking, Bulk-part applicant).
 * Scenario bulk-part: Liza's bulk 501 submitted (For Review), Rosa one of its applicants.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const ROSA = 106;
const LIZA = 104;

async function openRosaPartFromHistory() {
  const user = userEvent.setup();
  signIn({ scenario: 'bulk-part', userId: ROSA });
  renderAt('/ihc/applications');
  const history = await screen.findByRole('region', { name: MESSAGES.history.individualTitle });
  const open = await within(history).findByRole('button', { name: /^Open application \d+$/ });
  await user.click(open);
  await screen.findByRole('heading', { level: 1, name: MESSAGES.applicationForm.bulkTitle });
  return user;
}

describe('a bulk-part applicant opens her part from her history (intake §4)', () => {
  it('goes to the application form with her own part, read-only once the bulk is submitted', async () => {
    await openRosaPartFromHistory();
    expect(window.location.pathname).toBe('/qce/ihc/application-form');
    expect(screen.queryByText(/not available yet|being built/i)).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: MESSAGES.applicationForm.bulkTitle });
    expect(within(form).getByRole('textbox', { name: /First Name/ })).toHaveValue('Rosa');
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveValue(
      'rosa.aquino@example.com',
    );
    // For Review: the form is locked (intake §4 Form locking).
    expect(within(form).getByRole('combobox', { name: /Occupation/ })).toBeDisabled();
    // The bulk's initial details are the representative's to change; the part is cancelled with its bulk.
    expect(
      screen.queryByRole('button', { name: MESSAGES.updateDetails.button }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel Application/ })).not.toBeInTheDocument();
  });

  it("shows the bulk's application type, industry, sub-industry, business line and progress", async () => {
    await openRosaPartFromHistory();
    for (const value of ['New', 'Food Establishment', 'Restaurant', 'Fast Food'])
      expect(screen.getByText(value)).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).getByRole('link', { name: /^Upload Requirements/ })).toHaveTextContent(
      /Completed/,
    );
    expect(within(steps).getByRole('link', { name: /^Requirements Validation/ })).toHaveTextContent(
      /In progress/,
    );
  });

  it('Next leads to the information page: the representative uploads the requirements', async () => {
    const user = await openRosaPartFromHistory();
    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    await waitFor(() =>
      expect(window.location.pathname).toBe('/qce/ihc/bulk-part/requirements-upload'),
    );
    expect(await screen.findByText(MESSAGES.bulkPart.info)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Requirements validation is still in progress: no order of payment yet (intake §2).
    expect(
      screen.getByRole('button', { name: MESSAGES.submission.viewOrderOfPayment }),
    ).toBeDisabled();
  });

  it('while her bulk is a draft she corrects her own part; Next saves it and shows the information page', async () => {
    // Before the representative submits, the part is a Draft: the form is editable (intake §4 Form locking).
    const id = await openScenarioApplication('bulk-part-draft', ROSA);
    const saved: Record<string, unknown>[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/api/application')
        saved.push((await request.clone().json()) as Record<string, unknown>);
    });
    const user = userEvent.setup();
    renderAt('/ihc/application-form');
    const form = await screen.findByRole('form', { name: MESSAGES.applicationForm.bulkTitle });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Civil Status/ }),
      'Single',
    );
    await user.click(
      within(form).getByRole('checkbox', { name: MESSAGES.applicationForm.acceptTerms }),
    );
    await user.click(within(form).getByRole('button', { name: MESSAGES.common.next }));
    await waitFor(() =>
      expect(window.location.pathname).toBe('/qce/ihc/bulk-part/requirements-upload'),
    );
    server.events.removeAllListeners();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      applicationId: id,
      formData: { firstName: 'Rosa', civilStatus: 'Single' },
    });
    expect(screen.queryByRole('dialog', { name: /Requirements List/ })).not.toBeInTheDocument();
  });

  it('the payment step shows only the information page', async () => {
    await openScenarioApplication('bulk-part', ROSA);
    localKeys.set('actualClass', 'Individual');
    renderAt('/ihc/order-of-payment');
    expect(await screen.findByText(MESSAGES.payment.bulkPartInfo)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.payment.printingNoticeWarning)).not.toBeInTheDocument();
  });
});

describe("the representative's histories are her own (intake §2 Landing)", () => {
  it('lists the bulk in Bulk History and none of its applicants in Individual History', async () => {
    signIn({ scenario: 'bulk-part', userId: LIZA });
    renderAt('/ihc/applications');
    const individual = await screen.findByRole('region', {
      name: MESSAGES.history.individualTitle,
    });
    expect(await within(individual).findByText(MESSAGES.history.empty)).toBeInTheDocument();
    const bulk = screen.getByRole('region', { name: MESSAGES.history.bulkTitle });
    expect(
      await within(bulk).findByRole('button', { name: 'Open application 501' }),
    ).toBeInTheDocument();
  });
});
