/** payment §2 /qce/docs/massagist/{appId}/{trainingSessionId}: application form + training session, public. */
import { screen, within } from '@testing-library/react';
import { getTrainingAttendance, registerTrainingParticipant } from '@qce/shared-kit/api';
import { getToken } from '@qce/shared-kit/storage';
import { MESSAGES } from '@qce/shared-kit/messages';
import { http, HttpResponse } from 'msw';
import {
  endpointPattern,
  server,
  setupMockServer,
  watchAuthorization,
} from '../../testing/mock-server';
import { MARIA, renderAt, seededApplication, signIn, signOut } from '../../testing/seeded';

setupMockServer();
afterEach(() => server.events.removeAllListeners());

describe('/qce/docs/massagist/:appId/:trainingSessionId', () => {
  it('combines the application and the completed session, with no session', async () => {
    const { application } = await seededApplication('massagist-approved', MARIA, 1);
    const { container } = renderAt(`/docs/massagist/${application.applicationId}/1`);
    expect(
      await screen.findByRole('heading', { name: 'Certificate of Training' }),
    ).toBeInTheDocument();
    expect(screen.getByText('has attended the training', { exact: false })).toBeInTheDocument();
    expect(container.querySelector('svg[data-qr-value]')).toHaveAttribute(
      'data-qr-value',
      `https://portal.test/qce/docs/massagist/${application.applicationId}/1`,
    );
    expect(
      screen.queryByText(application.formData.email ?? '@', { exact: false }),
    ).not.toBeInTheDocument();
  });

  it('for an approved masseur, with no session: Completed, Valid, the session fields, no contact details', async () => {
    const { application } = await seededApplication('massagist-approved', MARIA, 1);
    signIn(MARIA);
    const attendance = (await getTrainingAttendance({ applicationId: application.applicationId }))
      .data.details?.[0];
    signOut();
    if (!attendance?.trainingSessionId) throw new Error('seed has no completed training');
    expect(getToken()).toBeNull();
    const auth = watchAuthorization();
    renderAt(`/docs/massagist/${application.applicationId}/${attendance.trainingSessionId}`);
    const sheet = await screen.findByRole('article', { name: 'Certificate of Training' });
    const value = (label: string) =>
      within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Status')).toBe(MESSAGES.training.completed);
    expect(value('Training')).toBe('Massagist Training Batch 1');
    expect(value('Application ID')).toBe(application.applicationId);
    expect(value('Name')).toBe('Maria Garcia Santos');
    expect(screen.getByText('Valid', { selector: 'strong' })).toBeInTheDocument();
    const form = application.formData;
    for (const secret of [form.email, form.contactNumber, form.street, form.barangay].filter(
      Boolean,
    )) {
      expect(screen.queryByText(String(secret), { exact: false })).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Address', { selector: 'dt' })).not.toBeInTheDocument();
    expect(auth.length).toBeGreaterThan(0);
    expect(auth.every((header) => header === null)).toBe(true);
  });

  describe('states only what the records show (issue 24 item 7)', () => {
    const expectUnconfirmed = async (trainingName: string) => {
      expect(
        await screen.findByText(
          `This training cannot be confirmed: the records do not show that Maria Garcia Santos attended and completed ${trainingName}.`,
        ),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('article', { name: 'Certificate of Training' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByText(/has attended/)).not.toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.training.completed)).not.toBeInTheDocument();
      expect(screen.queryByText(/^(Valid|Expired)$/)).not.toBeInTheDocument();
    };

    it('does not vouch for a session other than the one she completed (Batch 4 after Batch 1)', async () => {
      const { application } = await seededApplication('massagist-approved', MARIA, 1);
      renderAt(`/docs/massagist/${application.applicationId}/4`);
      await expectUnconfirmed('Massagist Training Batch 4');
    });

    it('does not say she attended before she registered, nor while her training is in progress', async () => {
      const { application } = await seededApplication('massagist-training', MARIA, 1);
      const { unmount } = renderAt(`/docs/massagist/${application.applicationId}/3`);
      await expectUnconfirmed('Massagist Training Batch 3');
      unmount();

      const maria = signIn(MARIA);
      await registerTrainingParticipant({
        applicationId: application.applicationId,
        trainingSessionId: 3,
        birthDate: String(application.formData.birthDate ?? ''),
        firstName: 'Maria',
        lastName: 'Santos',
        gender: 'Female',
        permitId: 1,
        userId: String(maria.userId),
        emailAddress: String(application.formData.email ?? ''),
      });
      // Signed in (her own attendance is read too) and as a visitor alike.
      const owner = renderAt(`/docs/massagist/${application.applicationId}/3`);
      await expectUnconfirmed('Massagist Training Batch 3');
      owner.unmount();
      signOut();
      renderAt(`/docs/massagist/${application.applicationId}/3`);
      await expectUnconfirmed('Massagist Training Batch 3');
    });
  });

  it('with an expired health certificate: says Expired', async () => {
    const { application } = await seededApplication('massagist-approved', MARIA, 1);
    server.use(
      http.get(endpointPattern('EXTERNAL_APPLICATION'), () =>
        HttpResponse.json({ data: { data: { ...application, expirationDate: '2020-01-31' } } }),
      ),
    );
    renderAt(`/docs/massagist/${application.applicationId}/1`);
    expect(await screen.findByText('Expired', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('Valid', { selector: 'strong' })).not.toBeInTheDocument();
  });
});
