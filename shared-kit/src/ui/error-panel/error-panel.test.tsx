import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('alerts the message and retries', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { container } = render(
      <ErrorPanel message="Something went wrong. Please try again later." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorPanel title="Failed" message="No Applicant Data Found." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Failed' })).toBeInTheDocument();
  });
});
