/** payment §2 /qce/laboratory/{labId}/{labType}/{labName}: public, signatures and titles, Valid/Expired. */
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { server, setupMockServer, watchAuthorization } from '../../testing/mock-server';
import { JUAN, renderAt, seededApplication } from '../../testing/seeded';

setupMockServer();
afterEach(() => server.events.removeAllListeners());

describe('/qce/laboratory/:labId/:labType/:labName', () => {
  it('shows the result with the three signatures, with no session', async () => {
    const { labs } = await seededApplication('approved', JUAN, 1);
    const lab = labs.find((l) => l.labType === 'SOCIAL_HYGIENE');
    if (!lab) throw new Error('seed has no social hygiene lab');
    const auth = watchAuthorization();
    renderAt(`/laboratory/${lab.record.laboratoryId}/${lab.labType}/${lab.record.name}`);
    expect(await screen.findByRole('heading', { name: 'VD Screening' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^Signature of/ })).toHaveLength(3),
    );
    const approved = screen.getByRole('region', { name: 'Approved by' });
    expect(
      within(approved).getByText(
        new RegExp(Object.values(MESSAGES.certificates.signatory).join('|')),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^(Valid|Expired)$/)).toBeInTheDocument();
    expect(screen.queryByText('Contact No.', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Address', { selector: 'dt' })).not.toBeInTheDocument();
    expect(auth.length).toBeGreaterThan(0);
    expect(auth.every((header) => header === null)).toBe(true);
  });

  it('says so for an unknown lab', async () => {
    renderAt('/laboratory/424242/SOCIAL_HYGIENE/VD');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No document was found for this link.',
    );
  });
});
