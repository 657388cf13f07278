import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@qce/testing';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the message, an optional title and action', async () => {
    const { container } = render(
      <EmptyState
        title="Individual History"
        message="No existing history"
        action={<a href="/qce/ihc/applications">Start an application</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Individual History' })).toBeInTheDocument();
    expect(screen.getByText('No existing history')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an application' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
