import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { ProgressTracker } from './progress-tracker';
import type { TrackerStep } from './progress-tracker';

const steps: TrackerStep[] = [
  { id: 'form', label: 'Application Form', state: 'completed', date: '01/02/2026' },
  { id: 'upload', label: 'Upload Requirements', state: 'requiresupdate' },
  { id: 'payment', label: 'Payment', state: 'inprogress' },
  { id: 'seminar', label: 'HIV Seminar', state: 'notstarted' },
];

describe('ProgressTracker', () => {
  it('marks the in-progress step current, dates completed ones, and passes axe', async () => {
    const { container } = render(<ProgressTracker steps={steps} onStepSelect={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Progress' })).toBeInTheDocument();
    const current = screen.getByRole('button', { current: 'step' });
    expect(current).toHaveTextContent('Payment');
    expect(screen.getByRole('button', { name: /Application Form/ })).toHaveTextContent(
      '01/02/2026',
    );
    await expectNoAxeViolations(container);
  });

  it('lets the user pick started steps but not the not-started ones', async () => {
    const user = userEvent.setup();
    const onStepSelect = jest.fn();
    render(<ProgressTracker steps={steps} onStepSelect={onStepSelect} />);
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /HIV Seminar/ })).not.toBeInTheDocument();
    await user.click(screen.getByText('HIV Seminar'));
    expect(onStepSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Upload Requirements/ }));
    expect(onStepSelect).toHaveBeenCalledWith(steps[1]);
  });

  it('renders links when steps have hrefs', () => {
    render(
      <ProgressTracker
        steps={[
          {
            id: 'a',
            label: 'Recurring Payment',
            state: 'completed',
            href: '/qce/recurring/shl/pay',
          },
          {
            id: 'b',
            label: 'Laboratory Status',
            state: 'notstarted',
            href: '/qce/recurring/shl/lab',
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: /Recurring Payment/ })).toHaveAttribute(
      'href',
      '/qce/recurring/shl/pay',
    );
    expect(screen.queryByRole('link', { name: /Laboratory Status/ })).not.toBeInTheDocument();
  });
});
