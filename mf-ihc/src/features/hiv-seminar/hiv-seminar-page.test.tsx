import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectNoAxeViolations } from '@qce/testing';
import { localKeys } from '@qce/shared-kit/storage';
import { setRuntimeConfig, defaultRuntimeConfig } from '@qce/shared-kit/config';
import { getBulkApplications } from '@qce/shared-kit/api';
import { IHC_PERMIT_ID, ihcApi } from '../../lib/ihc-api';
import {
  openScenarioApplication,
  renderAt,
  server,
  setupMockServer,
  signIn,
} from '../../testing/render-app';
import { App } from '../../app/app';
import { SEMINAR_COPY } from './seminar-copy';

setupMockServer();

const S = MESSAGES.seminar;

/** Renders with a seminar video URL in the runtime config (renderAt keeps the default, empty one). */
function renderWithVideo(path: string, seminarVideoUrl: string) {
  const config = setRuntimeConfig({ ...defaultRuntimeConfig, seminarVideoUrl });
  window.history.pushState({}, '', `/qce${path}`);
  return render(<App basename="/qce" config={config} navigate={() => undefined} />);
}

describe('HIV Video Seminar (intake §2, §4 HIV seminar)', () => {
  afterEach(() => setRuntimeConfig(defaultRuntimeConfig));

  it('pending: instructions, the video in a titled frame, language PH by default, next steps locked', async () => {
    await openScenarioApplication('seminar-pending');
    renderWithVideo('/ihc/hiv-seminar', 'https://video.example/embed/hiv');
    expect(
      await screen.findByRole('heading', { name: SEMINAR_COPY.instructionsTitle }),
    ).toBeInTheDocument();
    expect(screen.getByTitle(SEMINAR_COPY.videoTitle)).toHaveAttribute(
      'src',
      'https://video.example/embed/hiv',
    );
    const language = screen.getByLabelText(S.examLanguage);
    expect(language).toHaveValue('PH');
    expect(screen.getByRole('option', { name: S.english })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: S.tagalog })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SEMINAR_COPY.toHeadApproval })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: S.laboratoriesStatus })).not.toBeInTheDocument();
  });

  it('shows the text fallback when no video URL is configured', async () => {
    await openScenarioApplication('seminar-pending');
    renderAt('/ihc/hiv-seminar');
    expect(await screen.findByText(SEMINAR_COPY.videoUnavailable)).toBeInTheDocument();
    expect(screen.queryByTitle(SEMINAR_COPY.videoTitle)).not.toBeInTheDocument();
  });

  it('does not embed a configured address that is not a web address', async () => {
    await openScenarioApplication('seminar-pending');
    renderWithVideo('/ihc/hiv-seminar', 'javascript:alert(1)');
    expect(await screen.findByText(SEMINAR_COPY.videoUnavailable)).toBeInTheDocument();
    expect(screen.queryByTitle(SEMINAR_COPY.videoTitle)).not.toBeInTheDocument();
  });

  it('Test your knowledge carries the chosen language to the test', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('seminar-pending');
    renderAt('/ihc/hiv-seminar');
    await user.selectOptions(await screen.findByLabelText(S.examLanguage), 'EN');
    await user.click(screen.getByRole('button', { name: S.testYourKnowledge }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/hiv-seminar-quiz/'));
    expect(window.location.search).toBe('?version=EN');
  });

  it('completed with an exam result: Show Seminar Certificate, next steps enabled, printable certificate', async () => {
    const user = userEvent.setup();
    await openScenarioApplication('head-approval-pending');
    renderAt('/ihc/hiv-seminar');
    expect(await screen.findByText(S.completed)).toBeInTheDocument();
    expect(screen.queryByText(S.previousSeminarValid)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SEMINAR_COPY.toHeadApproval })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: S.showSeminarCertificate }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/hiv-certificate/'));
    expect(
      await screen.findByRole('heading', { name: SEMINAR_COPY.certificateTitle, level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SEMINAR_COPY.print })).toBeInTheDocument();
  });

  it('completed without an exam result: the previous-valid-seminar text, no certificate', async () => {
    const id = await openScenarioApplication('head-approval-pending');
    const record = await ihcApi.application(id);
    delete record.examResult;
    server.use(
      http.get('*/api/application/:id', () => HttpResponse.json({ data: { data: record } })),
    );
    renderAt('/ihc/hiv-seminar');
    expect(await screen.findByText(S.previousSeminarValid)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: S.showSeminarCertificate }),
    ).not.toBeInTheDocument();
  });

  it('a masseur goes on to Massagist Training; the labs panel shows active labs', async () => {
    const id = await openScenarioApplication('massagist-training', 102);
    const record = await ihcApi.application(id);
    server.use(
      http.get('*/api/application/:id', () =>
        HttpResponse.json({ data: { data: { ...record, regularLabStatus: 'Submitted' } } }),
      ),
    );
    renderAt('/ihc/hiv-seminar');
    expect(
      await screen.findByRole('button', { name: SEMINAR_COPY.toMassagistTraining }),
    ).toBeEnabled();
    expect(screen.getByRole('heading', { name: S.laboratoriesStatus })).toBeInTheDocument();
    expect(screen.getByText(S.clinicalLab)).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
  });

  it('after a failed test, Test your knowledge waits for the 30 minutes', async () => {
    await openScenarioApplication('quiz-failed');
    renderAt('/ihc/hiv-seminar');
    expect(await screen.findByText(MESSAGES.quiz.retryAfter)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.testYourKnowledge })).toBeDisabled();
  });

  it('Test your knowledge opens again once 30 minutes have passed since the fail (fake clock)', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openScenarioApplication('quiz-failed');
      renderAt('/ihc/hiv-seminar');
      expect(await screen.findByRole('button', { name: S.testYourKnowledge })).toBeDisabled();
      expect(screen.getByRole('timer')).toHaveTextContent(/2[45]:\d\d/);
      act(() => jest.advanceTimersByTime(26 * 60_000));
      expect(screen.getByRole('button', { name: S.testYourKnowledge })).toBeEnabled();
      expect(screen.queryByText(MESSAGES.quiz.retryAfter)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: S.testYourKnowledge }));
      expect(await screen.findByText(MESSAGES.quiz.question(1, 10))).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has no serious accessibility violations', async () => {
    await openScenarioApplication('seminar-pending');
    renderWithVideo('/ihc/hiv-seminar', 'https://video.example/embed/hiv');
    await screen.findByRole('heading', { name: SEMINAR_COPY.instructionsTitle });
    await expectNoAxeViolations(document.body);
  });

  describe('bulk representative', () => {
    async function openBulk() {
      const user = signIn({ scenario: 'bulk-incomplete', userId: 104 });
      const page = await getBulkApplications({
        email: user.email,
        page: 1,
        limit: 5,
        permitId: IHC_PERMIT_ID,
      });
      const id = page.data?.details[0]?.bulkApplicationId;
      localKeys.set('appId', String(id));
      localKeys.set('actualClass', 'Bulk');
    }

    it('group in progress', async () => {
      await openBulk();
      renderAt('/ihc/hiv-seminar');
      expect(await screen.findByText(S.groupInProgress)).toBeInTheDocument();
    });

    it('group completed', async () => {
      await openBulk();
      server.use(
        http.get('*/api/audit/bulk/progress', () =>
          HttpResponse.json({
            data: [{ transactionType: 'HIV Seminar', status: 'COMPLETED', logDate: '2026-01-01' }],
          }),
        ),
      );
      renderAt('/ihc/hiv-seminar');
      expect(await screen.findByText(S.groupCompleted)).toBeInTheDocument();
    });
  });
});
