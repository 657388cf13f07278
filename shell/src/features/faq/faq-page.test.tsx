import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@qce/shared-kit/messages';
import { renderShellAt, setupMockServer, signIn } from '../../testing/render-shell';

setupMockServer();

describe('FAQ (payment spec §2)', () => {
  it('opens from the floating FAQs button and goes back', async () => {
    signIn();
    await renderShellAt('/qce/applications');
    await screen.findByRole('article', { name: 'Health Certificate' });
    await userEvent.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(
      await screen.findByRole('heading', { name: MESSAGES.faq.title, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.faq.certificateDuration)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.faq.goBack }));
    await waitFor(() => expect(window.location.pathname).toBe('/qce/applications'));
  });

  it('shows the floating FAQs button on public pages too', async () => {
    await renderShellAt('/qce/access-denied');
    expect(await screen.findByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/qce/faq');
  });
});
