import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { loadDocumentsModule } from '@qce/shared-kit/remote';
import { expectNoAxeViolations } from '@qce/testing';
import { allowConsoleErrors } from '@qce/testing/console';
import { fakeDocuments } from '../../testing/documents';
import { followUp } from '../../testing/follow-up';
import { fault, renderAt, setupMockServer, signIn, staff } from '../../testing/render-app';

jest.mock('@qce/shared-kit/remote', () => ({
  ...jest.requireActual<Record<string, unknown>>('@qce/shared-kit/remote'),
  loadDocumentsModule: jest.fn(),
}));

setupMockServer();
// Whole journeys against the mock backend, on a machine shared by several suites.
jest.setTimeout(20_000);
beforeEach(() => {
  jest.mocked(loadDocumentsModule).mockClear();
  jest.mocked(loadDocumentsModule).mockImplementation(() => Promise.resolve(fakeDocuments));
});

const tracker = () => screen.findByRole('navigation', { name: 'Follow-up progress' });

describe('recurring step pages (payment §2 Flow order, Recurring applications; §4 Recurring steps)', () => {
  it('after the request: Recurring Payment in progress, the later steps not started and not clickable', async () => {
    await followUp('shl');
    renderAt('/recurring/shl/pages/order-of-payment');
    const nav = await tracker();
    const current = within(nav).getByRole('link', { current: 'step' });
    expect(current).toHaveTextContent('Recurring Payment');
    expect(current).toHaveTextContent('In progress');
    expect(
      within(nav).queryByRole('link', { name: /Recurring Laboratory/ }),
    ).not.toBeInTheDocument();
    expect(
      within(nav).queryByRole('link', { name: /Recurring Certificate/ }),
    ).not.toBeInTheDocument();
    expect(within(nav).getByText('Recurring Certificate')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: MESSAGES.recurring.recurringPayment }),
    ).toBeInTheDocument();
  });

  it('SHL: lab status stays in progress until Completed, then the Recurring Certificate shows through mf-certificates', async () => {
    const id = await followUp('shl');
    await staff(`/applications/${id}/payment`, { action: 'validate' });
    const user = userEvent.setup();
    const { container } = renderAt('/recurring/shl/pages/lab-notif');
    expect(
      await screen.findByRole('heading', { name: MESSAGES.recurring.laboratoryStatus }),
    ).toBeInTheDocument();
    const nav = await tracker();
    expect(await screen.findByText(RECURRING_MESSAGES.labNotYet)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    const payment = within(nav).getByRole('link', { name: /Recurring Payment/ });
    expect(payment).toHaveTextContent('Completed');
    expect(payment).toHaveTextContent(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(within(nav).getByRole('link', { current: 'step' })).toHaveTextContent(
      'Recurring Laboratory',
    );

    const issue = () =>
      screen.getByRole('button', { name: RECURRING_MESSAGES.continueToCertificate });
    expect(await screen.findByText(RECURRING_MESSAGES.labNotYet)).toBeInTheDocument();
    expect(issue()).toBeDisabled();
    for (const status of ['Submitted', 'Certified', 'Approved']) {
      await staff(`/applications/${id}/laboratory`, { labType: 'SOCIAL_HYGIENE', status });
      await user.click(screen.getByRole('button', { name: RECURRING_MESSAGES.checkAgain }));
      expect(await screen.findByText(RECURRING_MESSAGES.labInProgress)).toBeInTheDocument();
      expect(issue()).toBeDisabled();
    }
    await staff(`/applications/${id}/laboratory`, {
      labType: 'SOCIAL_HYGIENE',
      status: 'Completed',
    });
    await user.click(screen.getByRole('button', { name: RECURRING_MESSAGES.checkAgain }));
    expect(await screen.findByText(RECURRING_MESSAGES.labCompleted)).toBeInTheDocument();
    await user.click(issue());

    expect(
      await screen.findByRole('heading', { name: MESSAGES.recurring.recurringCertificate }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('article', { name: 'Lab result certificate' }),
    ).toHaveTextContent('SOCIAL_HYGIENE Completed');
    // Continue waited for Check again's progress read: the tracker is current from the first frame.
    const done = await tracker();
    expect(within(done).getByRole('link', { name: /Recurring Certificate/ })).toHaveTextContent(
      'Completed',
    );
  });

  it('a completed step on the tracker opens its page', async () => {
    const id = await followUp('shl');
    await staff(`/applications/${id}/payment`, { action: 'validate' });
    renderAt('/recurring/shl/pages/lab-notif');
    const nav = await tracker();
    await userEvent.setup().click(within(nav).getByRole('link', { name: /Recurring Payment/ }));
    expect(window.location.pathname).toBe('/qce/recurring/shl/pages/order-of-payment');
  });

  it('the certificate page says the result is not issued before the lab is Completed', async () => {
    const id = await followUp('shl');
    await staff(`/applications/${id}/payment`, { action: 'validate' });
    await staff(`/applications/${id}/laboratory`, {
      labType: 'SOCIAL_HYGIENE',
      status: 'Approved',
    });
    renderAt('/recurring/shl/pages/certificate-issuing');
    expect(await screen.findByText(RECURRING_MESSAGES.certificateNotReady)).toBeInTheDocument();
    expect(loadDocumentsModule).not.toHaveBeenCalled();
  });

  it('WAL: permit issuing ends the flow and shows the water analysis result', async () => {
    const id = await followUp('wal');
    await staff(`/applications/${id}/payment`, { action: 'validate' });
    await staff(`/applications/${id}/laboratory`, {
      labType: 'REGULAR_LABORATORY',
      status: 'Completed',
    });
    renderAt('/recurring/wal/pages/permit-issuing');
    expect(
      await screen.findByRole('heading', { name: RECURRING_MESSAGES.permitIssuing }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('article', { name: 'Lab result certificate' }),
    ).toHaveTextContent('REGULAR_LABORATORY Completed');
    const nav = await tracker();
    expect(within(nav).getByRole('link', { name: /Permit Issuing/ })).toHaveTextContent(
      'Completed',
    );
  });

  it('the certificate page shows a retry panel when mf-certificates cannot be loaded', async () => {
    const id = await followUp('shl');
    await staff(`/applications/${id}/payment`, { action: 'validate' });
    await staff(`/applications/${id}/laboratory`, {
      labType: 'SOCIAL_HYGIENE',
      status: 'Completed',
    });
    // The documents remote fails to load on purpose: the boundary reports it and React logs the error.
    allowConsoleErrors(/remote down/);
    jest
      .mocked(loadDocumentsModule)
      .mockImplementationOnce(() => Promise.reject(new Error('remote down')))
      .mockImplementation(() => Promise.resolve(fakeDocuments));
    renderAt('/recurring/shl/pages/certificate-issuing');
    expect(await screen.findByText(MESSAGES.common.trackUnavailable)).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again' });
    // The retry suspends on the new load: the click is awaited inside act so React resumes after it.
    await act(async () => retry.click());
    expect(
      await screen.findByRole('article', { name: 'Lab result certificate' }),
    ).toBeInTheDocument();
  });

  it('a failed application load shows a retry panel, never a white screen', async () => {
    const id = await followUp('shl');
    await fault('APPLICATION_BY_ID');
    renderAt('/recurring/shl/pages/lab-notif');
    expect(await screen.findByText(RECURRING_MESSAGES.stepsFailure)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`${id}`)).toBeInTheDocument();
  });

  it('sends the applicant to the list when no follow-up application is chosen', async () => {
    signIn();
    renderAt('/recurring/wal/pages/lab-notif');
    expect(
      await screen.findByRole('heading', { name: 'Follow-up Water Analysis' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/qce/recurring/wal/applications');
  });
});
