import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@qce/testing';
import { LoaderOverlay } from './loader-overlay';

describe('LoaderOverlay', () => {
  it('is a polite status named Loading while active', async () => {
    const { container } = render(<LoaderOverlay active />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    await expectNoAxeViolations(container);
  });

  it('renders nothing when inactive', () => {
    render(<LoaderOverlay active={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
