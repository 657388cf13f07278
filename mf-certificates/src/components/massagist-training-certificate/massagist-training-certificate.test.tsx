/** payment §2 Certificates (massagist training certificate), §4 Completed / Training In Progress. */
import { render, screen } from '@testing-library/react';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { TrainingSession } from '@qce/shared-kit/api';
import { ihcApplication } from '../../testing/fixtures';
import { MassagistTrainingCertificate } from './massagist-training-certificate';

const session: TrainingSession = {
  trainingSessionId: 7,
  trainingName: 'Massage Therapy Orientation',
  startDate: '2026-11-10',
  endDate: '2026-11-11',
  location: 'City Hall Annex',
};

describe('MassagistTrainingCertificate', () => {
  beforeEach(() =>
    setRuntimeConfig({ ...defaultRuntimeConfig, portalOrigin: 'https://portal.test' }),
  );

  it('combines the application and the session, Completed with a completion date', () => {
    const { container } = render(
      <MassagistTrainingCertificate
        application={ihcApplication}
        session={session}
        completedDate="2026-11-11"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Certificate of Training' })).toBeInTheDocument();
    expect(screen.getAllByText('Juan Santos Dela Cruz').length).toBeGreaterThan(0);
    expect(screen.getByText('November 10, 2026 – November 11, 2026')).toBeInTheDocument();
    expect(screen.getByText('City Hall Annex')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.training.completed)).toBeInTheDocument();
    expect(
      screen.getByText('Date Completed', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('November 11, 2026');
    expect(container.querySelector('svg[data-qr-value]')).toHaveAttribute(
      'data-qr-value',
      'https://portal.test/qce/docs/massagist/APP-1001/7',
    );
  });

  it('says Training In Progress until completed', () => {
    render(<MassagistTrainingCertificate application={ihcApplication} session={session} />);
    expect(screen.getByText(MESSAGES.training.inProgress)).toBeInTheDocument();
    expect(screen.queryByText('Date Completed', { selector: 'dt' })).not.toBeInTheDocument();
  });
});
