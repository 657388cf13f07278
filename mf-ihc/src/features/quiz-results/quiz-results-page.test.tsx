import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectNoAxeViolations } from '@qce/testing';
import { openScenarioApplication, renderAt, setupMockServer } from '../../testing/render-app';
import { RESULT_COPY } from './result-copy';

setupMockServer();

const Q = MESSAGES.quiz;

describe('Knowledge test result (intake §2, §4, §9)', () => {
  it("pass: 'Congratulations' with the score; next goes to Head Approval", async () => {
    const user = userEvent.setup();
    const id = await openScenarioApplication('head-approval-pending');
    window.sessionStorage.setItem(
      `qce-ihc:quiz-result:${id}`,
      JSON.stringify({ pass: true, totalCorrect: 9, totalQuestions: 10 }),
    );
    renderAt('/ihc/quiz-results/');
    expect(await screen.findByRole('heading', { name: Q.passed })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(Q.score(9, 10)))).toBeInTheDocument();
    expect(screen.queryByText(Q.retryAfter)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: RESULT_COPY.toHeadApproval }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/head-approval'));
  });

  it('pass for a masseur: next goes to Massagist Training', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('massagist-training', 102);
    renderAt('/ihc/quiz-results/');
    expect(await screen.findByRole('heading', { name: Q.passed })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: RESULT_COPY.toMassagistTraining }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/massagist-training/'));
  });

  it('no result yet: says so and leads to the seminar', async () => {
    await openScenarioApplication('seminar-pending');
    renderAt('/ihc/quiz-results/');
    expect(await screen.findByText(RESULT_COPY.noResult)).toBeInTheDocument();
  });

  describe('fail (fake clock)', () => {
    beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    it('blocks the retry with a live countdown until 30 minutes pass, then the test opens again', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const id = await openScenarioApplication('quiz-failed');
      window.sessionStorage.setItem(
        `qce-ihc:quiz-result:${id}`,
        JSON.stringify({ pass: false, totalCorrect: 4, totalQuestions: 10, version: 'EN' }),
      );
      renderAt('/ihc/quiz-results/');
      expect(await screen.findByRole('heading', { name: Q.failed })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(Q.score(4, 10)))).toBeInTheDocument();
      expect(screen.getByText(Q.retryAfter)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: RESULT_COPY.toSeminar })).toBeEnabled();
      const retry = screen.getByRole('button', { name: RESULT_COPY.retryTest });
      expect(retry).toBeDisabled();
      expect(screen.getByText(/You can retry the test in 2[45]:\d\d\./)).toBeInTheDocument();

      // 20 minutes later: still blocked, the countdown moved on.
      act(() => jest.advanceTimersByTime(20 * 60_000));
      expect(screen.getByText(/You can retry the test in 0[45]:\d\d\./)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: RESULT_COPY.retryTest })).toBeDisabled();

      // Past 30 minutes since the fail: the retry opens and the server hands out a new paper.
      act(() => jest.advanceTimersByTime(6 * 60_000));
      expect(screen.getByText(RESULT_COPY.retryAvailableNow)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: RESULT_COPY.retryTest }));
      await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/hiv-seminar-quiz/'));
      expect(window.location.search).toBe('?version=EN');
      expect(await screen.findByText(Q.question(1, 10))).toBeInTheDocument();
    });

    it("a device clock 3 hours ahead still waits the backend's 30 minutes (issue 23 item 9)", async () => {
      const id = await openScenarioApplication('quiz-failed');
      window.sessionStorage.setItem(
        `qce-ihc:quiz-result:${id}`,
        JSON.stringify({ pass: false, totalCorrect: 4, totalQuestions: 10, version: 'EN' }),
      );
      // The device's clock jumps 3 hours ahead; the backend's clock does not move.
      jest.setSystemTime(Date.now() + 3 * 3_600_000);
      const moved = await fetch('http://localhost/__staff/clock', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceMinutes: -180 }),
      });
      expect(moved.ok).toBe(true);
      renderAt('/ihc/quiz-results/');
      expect(await screen.findByRole('heading', { name: Q.failed })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: RESULT_COPY.retryTest })).toBeDisabled();
      expect(screen.getByText(/You can retry the test in (2\d|30):\d\d\./)).toBeInTheDocument();
    });

    it('the next button of a fail goes back to the seminar video', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openScenarioApplication('quiz-failed');
      renderAt('/ihc/quiz-results/');
      expect(await screen.findByRole('heading', { name: Q.failed })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: RESULT_COPY.toSeminar }));
      await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/hiv-seminar'));
      expect(await screen.findByText(Q.retryAfter)).toBeInTheDocument();
    });
  });

  it('has no serious accessibility violations', async () => {
    await openScenarioApplication('quiz-failed');
    renderAt('/ihc/quiz-results/');
    await screen.findByRole('heading', { name: Q.failed });
    await expectNoAxeViolations(document.body);
  });
});
