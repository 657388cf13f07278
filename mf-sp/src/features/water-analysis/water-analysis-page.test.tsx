import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expectNoAxeViolations } from '@qce/testing';
import {
  openScenarioApplication,
  renderAt,
  server,
  setupMockServer,
} from '../../testing/render-app';
import { WATER_ANALYSIS_COPY as C } from './water-analysis-copy';

setupMockServer();
jest.setTimeout(20000);
// The machine is shared: a page's loads can take longer than the 1 s default under load.
configure({ asyncUtilTimeout: 5000 });

/** The laboratory moves the establishment's water sample (mock backend staff API). */
async function labMoves(applicationId: string, status: string) {
  const response = await fetch(
    `http://localhost/__staff/applications/${applicationId}/laboratory`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ labType: 'REGULAR_LABORATORY', status }),
    },
  );
  expect(response.ok).toBe(true);
}

const continueButton = () => screen.getByRole('button', { name: C.continue });

describe('Water analysis step /qce/sp/water-analysis (intake §2; payment §3 lab record, §4, §7)', () => {
  it('says the sample is not received yet while the application has no lab record', async () => {
    await openScenarioApplication('sp-with-employees');
    renderAt('/sp/water-analysis');
    expect(await screen.findByText(C.notReceived)).toBeInTheDocument();
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(
      screen.queryByRole('link', { name: new RegExp(C.viewCertificate) }),
    ).not.toBeInTheDocument();
  });

  it.each(['Submitted', 'Certified', 'Approved'])(
    'stays in progress while the lab record is %s (only Completed ends the step)',
    async (status) => {
      const { id } = await openScenarioApplication('sp-with-employees');
      await labMoves(id, status);
      renderAt('/sp/water-analysis');
      expect(await screen.findByText(C.inProgress)).toBeInTheDocument();
      expect(
        screen.getByText(`${C.labStatusLabel}: Microbiological Water Analysis (${status})`),
      ).toBeInTheDocument();
      expect(continueButton()).toBeDisabled();
      expect(screen.queryByText(C.tests.totalColiform)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('link', { name: new RegExp(C.viewCertificate) }),
      ).not.toBeInTheDocument();
    },
  );

  it('shows the results, the certificate link and goes on to head approval once Completed', async () => {
    await openScenarioApplication('shl-wal-eligible');
    const { container } = renderAt('/sp/water-analysis');
    expect(await screen.findByText(C.completed)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    // Each recorded test with its unit, method, the §9 standard and the lab's remarks.
    const result = (test: string) => screen.getByText(test).nextElementSibling;
    expect(result(C.tests.totalColiform)).toHaveTextContent(
      '<1.1 MPN/100mL · (Multiple Tube Fermentation) · Standard: <1.1 MPN/100mL · Remarks: Passed',
    );
    expect(result(C.tests.thermoColiform)).toHaveTextContent('ABSENT Per 100mL');
    expect(result(C.tests.heteroPlate)).toHaveTextContent('Standard: less than 500 CFU/mL');
    const link = screen.getByRole('link', { name: new RegExp(C.viewCertificate) });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/qce\/laboratory\/\d+\/REGULAR_LABORATORY\/Microbiological%20Water%20Analysis$/,
      ),
    );
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Go to Permit Issuing' })).toBeInTheDocument();
  });

  it('Check again reads the lab record anew: Completed enables the way on', async () => {
    const { id } = await openScenarioApplication('sp-with-employees');
    await labMoves(id, 'Submitted');
    renderAt('/sp/water-analysis');
    expect(await screen.findByText(C.inProgress)).toBeInTheDocument();
    await labMoves(id, 'Completed');
    await userEvent.click(screen.getByRole('button', { name: C.checkAgain }));
    expect(await screen.findByText(C.completed)).toBeInTheDocument();
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it("decides from the lab record, not the application's water analysis flags", async () => {
    // The application says Completed, but the laboratory has no record for it.
    await openScenarioApplication('shl-wal-eligible');
    server.use(
      http.get('*/api/laboratory/:applicationId/type/:type', () =>
        HttpResponse.json({ data: { data: [] } }),
      ),
    );
    renderAt('/sp/water-analysis');
    expect(await screen.findByText(C.notReceived)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('a failed lab call shows a retry panel instead of a blank page, and the retry loads it', async () => {
    await openScenarioApplication('shl-wal-eligible');
    let calls = 0;
    server.use(
      http.get('*/api/laboratory/:applicationId/type/:type', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined;
      }),
    );
    renderAt('/sp/water-analysis');
    const panel = (await screen.findByText(C.loadFailure)).closest<HTMLElement>('[role="alert"]');
    if (!panel) throw new Error('the failure is not announced');
    expect(screen.queryByRole('button', { name: C.continue })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(C.completed)).toBeInTheDocument();
  });
});
