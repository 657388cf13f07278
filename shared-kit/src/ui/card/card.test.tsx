import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { Card } from './card';

describe('Card', () => {
  it('shows title, description and a real link handed to the router', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    const { container } = render(
      <Card
        title="Health Card"
        description="Apply for an individual health certificate."
        action={{ label: 'Apply', href: '/qce/ihc/applications', onNavigate }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Health Card' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Apply' });
    expect(link).toHaveAttribute('href', '/qce/ihc/applications');
    expect(link).toHaveAccessibleDescription('Health Card');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/qce/ihc/applications');
    await expectNoAxeViolations(container);
  });
});
