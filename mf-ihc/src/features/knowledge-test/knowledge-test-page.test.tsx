import { screen, waitFor, within } from '@testing-library/react';
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
import { QUIZ_COPY } from './quiz-copy';

setupMockServer();

const Q = MESSAGES.quiz;

async function injectFault(endpoint: string) {
  await fetch('http://localhost/__staff/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint, mode: '500', times: 1 }),
  });
}

/** The current question's radio group (a fieldset named by its legend). */
const currentGroup = () => screen.getByRole('group');

async function answerFirstOption(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(currentGroup()).getAllByRole('radio')[0] as HTMLElement);
}

describe('Knowledge test (intake §2, §4, §8, §9)', () => {
  it('shows 10 questions one at a time with Back and Next; answers are kept when going back', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('seminar-pending');
    renderAt('/ihc/hiv-seminar-quiz/?version=EN');
    expect(await screen.findByText(Q.question(1, 10))).toBeInTheDocument();
    const first = currentGroup();
    expect(within(first).getAllByRole('radio').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: MESSAGES.common.back })).toBeDisabled();
    expect(screen.getByRole('button', { name: MESSAGES.common.next })).toBeDisabled();
    await answerFirstOption(user);
    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    expect(await screen.findByText(Q.question(2, 10))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.common.back }));
    expect(await screen.findByText(Q.question(1, 10))).toBeInTheDocument();
    expect(within(currentGroup()).getAllByRole('radio')[0]).toBeChecked();
  });

  it('keeps the answers and the position across a reload until submitted', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('seminar-pending');
    const first = renderAt('/ihc/hiv-seminar-quiz/');
    expect(await screen.findByText(Q.question(1, 10))).toBeInTheDocument();
    const legend = within(currentGroup()).getByText(/./, { selector: 'legend' }).textContent;
    await answerFirstOption(user);
    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    expect(await screen.findByText(Q.question(2, 10))).toBeInTheDocument();
    first.unmount();

    renderAt('/ihc/hiv-seminar-quiz/');
    expect(await screen.findByText(Q.question(2, 10))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.common.back }));
    const group = await screen.findByRole('group', { name: legend ?? '' });
    expect(within(group).getAllByRole('radio')[0]).toBeChecked();
  });

  it('a partial-answer failure shows an error, keeps the answer and can be retried', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('seminar-pending');
    renderAt('/ihc/hiv-seminar-quiz/');
    expect(await screen.findByText(Q.question(1, 10))).toBeInTheDocument();
    await answerFirstOption(user);
    await injectFault('PARTIAL_ANSWER');
    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    expect(await screen.findByText(QUIZ_COPY.partialFailure)).toBeInTheDocument();
    expect(screen.getByText(Q.question(1, 10))).toBeInTheDocument();
    expect(within(currentGroup()).getAllByRole('radio')[0]).toBeChecked();
    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    expect(await screen.findByText(Q.question(2, 10))).toBeInTheDocument();
  });

  it('confirms after the last question; a submit failure is reported and a retry submits and opens the result', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('seminar-pending');
    renderAt('/ihc/hiv-seminar-quiz/');
    for (let i = 1; i <= 10; i += 1) {
      expect(await screen.findByText(Q.question(i, 10))).toBeInTheDocument();
      await answerFirstOption(user);
      await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    }
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(Q.confirmBody)).toBeInTheDocument();
    await injectFault('SUBMIT_EXAM');
    await user.click(within(dialog).getByRole('button', { name: QUIZ_COPY.submitAnswers }));
    expect(
      await screen.findByText(new RegExp(QUIZ_COPY.submitFailure.replace(/[.]/g, '\\.'))),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: MESSAGES.common.next }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: QUIZ_COPY.submitAnswers }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/quiz-results/'));
    expect(
      await screen.findByRole('heading', { name: new RegExp(`^(${Q.passed}|${Q.failed})$`) }),
    ).toBeInTheDocument();
  });

  it("says 'No exam was retrieved...' when there is no exam", async () => {
    await openScenarioApplication('seminar-pending');
    server.use(http.get('*/api/admin/exam/', () => HttpResponse.json({ data: [] })));
    renderAt('/ihc/hiv-seminar-quiz/');
    expect(await screen.findByText(Q.noExam)).toBeInTheDocument();
  });

  it("shows the server's message when the exam cannot be fetched", async () => {
    await openScenarioApplication('seminar-pending');
    server.use(
      http.get('*/api/admin/exam/', () =>
        HttpResponse.json({ code: 5001, message: 'Exam service unavailable.' }, { status: 503 }),
      ),
    );
    renderAt('/ihc/hiv-seminar-quiz/');
    expect(await screen.findByText('Exam service unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.common.tryAgain })).toBeInTheDocument();
  });

  it('a retry within 30 minutes of a fail is refused with the server message', async () => {
    await openScenarioApplication('quiz-failed');
    renderAt('/ihc/hiv-seminar-quiz/');
    expect(
      await screen.findByText(new RegExp(Q.retryAfter.replace(/[.]/g, '\\.'))),
    ).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    await openScenarioApplication('seminar-pending');
    renderAt('/ihc/hiv-seminar-quiz/');
    await screen.findByText(Q.question(1, 10));
    await expectNoAxeViolations(document.body);
  });

  it('once the seminar step is completed, no new test is handed out', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('head-approval-pending');
    renderAt('/ihc/hiv-seminar-quiz/');
    expect(await screen.findByText(MESSAGES.seminar.completed)).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: QUIZ_COPY.viewResult }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/quiz-results/'));
  });
});
