import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsModule } from '@qce/shared-kit/remote';
import { MESSAGES } from '@qce/shared-kit/messages';
import { allowConsoleErrors } from '@qce/testing/console';
import { fakeDocuments } from '../../testing/documents';
import { openScenarioApplication, renderAt, setupMockServer } from '../../testing/render-app';
import { ISSUING_COPY } from './issuing-copy';

jest.mock('@qce/shared-kit/remote', () => ({
  ...jest.requireActual('@qce/shared-kit/remote'),
  loadDocumentsModule: jest.fn(),
}));

setupMockServer();

const load = jest.mocked(loadDocumentsModule);

const fakeModule = fakeDocuments;

describe('Certificate issuing and the digital health certificate (intake §2, payment §2)', () => {
  beforeEach(() => load.mockReset());

  it('before approval: a waiting message', async () => {
    await openScenarioApplication('head-approval-pending');
    renderAt('/ihc/certificate-issuing');
    expect(await screen.findByText(ISSUING_COPY.waiting)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: ISSUING_COPY.viewDigital }),
    ).not.toBeInTheDocument();
  });

  it('approved: certificate number and dates, the seminar certificate, and the digital certificate', async () => {
    const user = userEvent.setup();
    load.mockResolvedValue(fakeModule);
    await openScenarioApplication('approved');
    renderAt('/ihc/certificate-issuing');
    expect(await screen.findByText(ISSUING_COPY.issued)).toBeInTheDocument();
    expect(screen.getByText(/^IHC-\d{4}-/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: MESSAGES.seminar.showSeminarCertificate }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ISSUING_COPY.viewDigital }));
    await waitFor(() =>
      expect(window.location.pathname).toBe('/qce/ihc/digital-health-certificate'),
    );
    const doc = await screen.findByRole('article', { name: 'Digital certificate document' });
    expect(doc).toHaveTextContent(/Certificate IHC-\d{4}-/);
    expect(doc).not.toHaveTextContent('QR lab none');
  });

  it('the documents module failing to load shows a message with a retry that loads it again', async () => {
    const user = userEvent.setup();
    allowConsoleErrors(/mf_certificates down/);
    load.mockRejectedValueOnce(new Error('mf_certificates down')).mockResolvedValue(fakeModule);
    await openScenarioApplication('approved');
    renderAt('/ihc/digital-health-certificate');
    expect(await screen.findByText(ISSUING_COPY.documentUnavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole(
        'article',
        { name: 'Digital certificate document' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('before approval the digital certificate is not requested', async () => {
    await openScenarioApplication('head-approval-pending');
    renderAt('/ihc/digital-health-certificate');
    expect(await screen.findByText(ISSUING_COPY.waiting)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
