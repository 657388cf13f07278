import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@qce/shared-kit/messages';
import { loadDocumentsModule } from '@qce/shared-kit/remote';
import { allowConsoleErrors } from '@qce/testing/console';
import { fakeDocuments } from '../../testing/documents';
import { openScenarioApplication, renderAt, setupMockServer } from '../../testing/render-app';

jest.mock('@qce/shared-kit/remote', () => ({
  ...jest.requireActual('@qce/shared-kit/remote'),
  loadDocumentsModule: jest.fn(),
}));

setupMockServer();
jest.setTimeout(20000);

const load = jest.mocked(loadDocumentsModule);

describe('Digital sanitary permit /qce/sp/sanitary-permit (payment §2, §4 readiness)', () => {
  beforeEach(() => load.mockReset());

  it("shows 'Apologies. Permit details are not complete yet, ...' without a mayor permit no.", async () => {
    await openScenarioApplication('sp-permit-incomplete');
    renderAt('/sp/sanitary-permit');
    expect(await screen.findByText(MESSAGES.sanitaryPermit.permitIncomplete)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("renders mf-certificates' DigitalSanitaryPermit when the permit is ready", async () => {
    load.mockResolvedValue(fakeDocuments);
    await openScenarioApplication('shl-wal-eligible');
    renderAt('/sp/sanitary-permit');
    const permit = await screen.findByRole('article', { name: 'Digital Sanitary Permit' });
    expect(permit).toHaveTextContent('Reyes Bakeshop');
  });

  it('shows a retry panel when the documents module cannot be loaded, and retries', async () => {
    // The documents remote fails to load on purpose: the boundary reports it and React logs the error.
    allowConsoleErrors(/remote down/);
    load.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue(fakeDocuments);
    await openScenarioApplication('shl-wal-eligible');
    renderAt('/sp/sanitary-permit');
    expect(await screen.findByText(MESSAGES.common.trackUnavailable)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.common.tryAgain }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(
      await screen.findByRole('article', { name: 'Digital Sanitary Permit' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('Permit issuing and head approval (intake §2, §4)', () => {
  it('permit issuing opens the digital permit once the head approved', async () => {
    load.mockResolvedValue(fakeDocuments);
    await openScenarioApplication('shl-wal-eligible');
    renderAt('/sp/permit-issuing');
    const view = await screen.findByRole('button', { name: 'View Sanitary Permit' });
    expect(view).toBeEnabled();
    expect(screen.getByText('MP-2025-04512')).toBeInTheDocument();
    // The approval instant is shown as its calendar day, as on IHC's Certificate Issuing.
    expect(screen.getByText('Approval Date').nextElementSibling?.textContent).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await userEvent.click(view);
    expect(
      await screen.findByRole('article', { name: 'Digital Sanitary Permit' }),
    ).toBeInTheDocument();
  });

  it('permit issuing waits for head approval', async () => {
    await openScenarioApplication('sp-with-employees');
    renderAt('/sp/permit-issuing');
    expect(await screen.findByRole('button', { name: 'View Sanitary Permit' })).toBeDisabled();
  });

  it('head approval enables Go to Permit Issuing only when the Head Approval step is COMPLETED', async () => {
    await openScenarioApplication('sp-permit-incomplete');
    renderAt('/sp/head-approval');
    const go = await screen.findByRole('button', { name: 'Go to Permit Issuing' });
    expect(go).toBeEnabled();
    await userEvent.click(go);
    expect(await screen.findByRole('heading', { name: 'Permit Issuing' })).toBeInTheDocument();
  });

  it('head approval keeps the button disabled while pending', async () => {
    await openScenarioApplication('sp-with-employees');
    renderAt('/sp/head-approval');
    expect(await screen.findByRole('button', { name: 'Go to Permit Issuing' })).toBeDisabled();
  });
});
