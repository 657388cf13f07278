import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { HeaderBanner } from './header-banner';

describe('HeaderBanner', () => {
  it('offers a skip link first, the title and the nav slot', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <HeaderBanner title="QCE e-Services" nav={<a href="/qce/faq">FAQ</a>} />
        <main id="main-content" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('banner')).toHaveTextContent('QCE e-Services');
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(
      screen.getByRole('link', { name: 'FAQ' }),
    );
    await expectNoAxeViolations(container);
  });

  it('hands a title click to the caller router', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    render(<HeaderBanner title="QCE e-Services" homeHref="/qce/" onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'QCE e-Services' }));
    expect(onNavigate).toHaveBeenCalledWith('/qce/');
  });
});
