import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectNoAxeViolations } from '@qce/testing';
import {
  openScenarioApplication,
  renderAt,
  server,
  setupMockServer,
} from '../../testing/render-app';
import { TRAINING_COPY } from './training-copy';

setupMockServer();

const T = MESSAGES.training;

async function staff(path: string, body: unknown) {
  const response = await fetch(`http://localhost/__staff${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`staff ${path} answered ${response.status}`);
}

const sessionsTable = () => screen.getByRole('table', { name: T.upcomingSessions });

describe('Massagist training (intake §2, §4, §8, §9)', () => {
  it('lists only future sessions below capacity (not the past one, not the full one)', async () => {
    await openScenarioApplication('massagist-training', 102);
    renderAt('/ihc/massagist-training/');
    expect(await screen.findByRole('heading', { name: T.upcomingSessions })).toBeInTheDocument();
    const table = sessionsTable();
    expect(within(table).queryByText('Massagist Training Batch 1')).not.toBeInTheDocument();
    expect(within(table).queryByText('Massagist Training Batch 2')).not.toBeInTheDocument();
    expect(within(table).getByText('Massagist Training Batch 3')).toBeInTheDocument();
    expect(within(table).getByText('Massagist Training Batch 4')).toBeInTheDocument();
  });

  it('registers, then shows Training In Progress; Completed once attendance is recorded', async () => {
    const user = userEvent.setup();
    const id = await openScenarioApplication('massagist-training', 102);
    const view = renderAt('/ihc/massagist-training/');
    await user.click(
      await screen.findByRole('button', {
        name: TRAINING_COPY.registerFor('Massagist Training Batch 3'),
      }),
    );
    expect(await screen.findByText(T.inProgress)).toBeInTheDocument();
    expect(screen.getByText('Massagist Training Batch 3')).toBeInTheDocument();
    view.unmount();

    await staff('/training/3/attendance', { applicationId: id, completed: true });
    renderAt('/ihc/massagist-training/');
    expect(await screen.findByText(T.completed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TRAINING_COPY.toHeadApproval })).toBeEnabled();
  });

  it("registration refused with 4032 shows the server's message", async () => {
    const user = userEvent.setup();
    await openScenarioApplication('massagist-training', 102);
    server.use(
      http.post('*/api/training/participant', () =>
        HttpResponse.json(
          { code: 4032, message: 'Training session 3 is no longer open for registration.' },
          { status: 400 },
        ),
      ),
    );
    renderAt('/ihc/massagist-training/');
    await user.click(
      await screen.findByRole('button', {
        name: TRAINING_COPY.registerFor('Massagist Training Batch 3'),
      }),
    );
    expect(
      await screen.findByText('Training session 3 is no longer open for registration.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(T.inProgress)).not.toBeInTheDocument();
  });

  it('any other registration failure shows the unexpected-error text', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('massagist-training', 102);
    server.use(
      http.post('*/api/training/participant', () =>
        HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 }),
      ),
    );
    renderAt('/ihc/massagist-training/');
    await user.click(
      await screen.findByRole('button', {
        name: TRAINING_COPY.registerFor('Massagist Training Batch 4'),
      }),
    );
    expect(await screen.findByText(T.registrationFailure)).toBeInTheDocument();
  });

  it("says 'No records found' when no session is offered", async () => {
    await openScenarioApplication('massagist-training', 102);
    server.use(
      http.get('*/api/training/session', () =>
        HttpResponse.json({ data: { details: [], totalCount: 0 } }),
      ),
    );
    renderAt('/ihc/massagist-training/');
    expect(await screen.findByText(T.noSessions)).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    await openScenarioApplication('massagist-training', 102);
    renderAt('/ihc/massagist-training/');
    await screen.findByRole('heading', { name: T.upcomingSessions });
    await expectNoAxeViolations(document.body);
  });
});
