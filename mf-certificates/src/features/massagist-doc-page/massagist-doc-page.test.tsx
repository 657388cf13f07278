/** payment §2 /qce/docs/massagist/{appId}/{trainingSessionId}: application form + training session, public. */
import { screen } from '@testing-library/react';
import { getTrainingSessions } from '@qce/shared-kit/api';
import { MESSAGES } from '@qce/shared-kit/messages';
import { setupMockServer } from '../../testing/mock-server';
import { MARIA, renderAt, seededApplication, signIn, signOut } from '../../testing/seeded';

setupMockServer();

describe('/qce/docs/massagist/:appId/:trainingSessionId', () => {
  it('combines the application and the session with no session', async () => {
    const { application } = await seededApplication('massagist-training', MARIA, 1);
    signIn(MARIA);
    const session = (await getTrainingSessions()).data.details[0];
    signOut();
    if (!session) throw new Error('seed has no training session');
    const { container } = renderAt(
      `/docs/massagist/${application.applicationId}/${session.trainingSessionId}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Certificate of Training' }),
    ).toBeInTheDocument();
    expect(screen.getByText(session.trainingName, { selector: 'dd' })).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(`^(${MESSAGES.training.completed}|${MESSAGES.training.inProgress})$`),
      ),
    ).toBeInTheDocument();
    expect(container.querySelector('svg[data-qr-value]')).toHaveAttribute(
      'data-qr-value',
      `https://portal.test/qce/docs/massagist/${application.applicationId}/${session.trainingSessionId}`,
    );
    expect(
      screen.queryByText(application.formData.email ?? '@', { exact: false }),
    ).not.toBeInTheDocument();
  });
});
