/** STYLE 12: an address under /qce/ihc the track does not have is a Not found page, never a blank one. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@qce/shared-kit/messages';
import { renderAt, setupMockServer, signIn } from '../testing/render-app';

setupMockServer();

describe('mf-ihc Not found route', () => {
  it('answers an unknown path with Page not found and leads back to the landing', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/ihc/no-such-page');
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.common.notFoundTitle }),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: MESSAGES.common.backToApplications });
    expect(back).toHaveAttribute('href', '/qce/ihc/applications');
    await userEvent.setup().click(back);
    expect(window.location.pathname).toBe('/qce/ihc/applications');
    expect(await screen.findByRole('region', { name: 'Applicant Details' })).toBeInTheDocument();
  });

  it('leaves the paths of other tracks alone', () => {
    // (react-router warns that no route matched, which the tests' console keeps out of the output: the
    // shell never mounts this track there.)
    renderAt('/sp/no-such-page');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
