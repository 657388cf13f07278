import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectNoAxeViolations } from '@qce/testing';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('names the missing page and hands the way back to the router', async () => {
    const onNavigate = jest.fn();
    const { container } = render(
      <NotFoundPage backHref="/qce/ihc/applications" onNavigate={onNavigate} />,
    );
    expect(screen.getByRole('main', { name: MESSAGES.common.notFoundTitle })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.common.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.common.notFoundBody)).toBeInTheDocument();
    const back = screen.getByRole('link', { name: MESSAGES.common.backToApplications });
    expect(back).toHaveAttribute('href', '/qce/ihc/applications');
    await userEvent.setup().click(back);
    expect(onNavigate).toHaveBeenCalledWith('/qce/ihc/applications');
    await expectNoAxeViolations(container);
  });

  it('says what the caller knows about the missing page', () => {
    render(
      <NotFoundPage
        backHref="/qce/applications"
        message="This follow-up page does not exist."
        backLabel="Back to the portal"
      />,
    );
    expect(screen.getByText('This follow-up page does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the portal' })).toHaveAttribute(
      'href',
      '/qce/applications',
    );
  });
});
