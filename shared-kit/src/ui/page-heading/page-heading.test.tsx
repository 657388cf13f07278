import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@qce/testing';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('renders the page heading, subtitle and actions', async () => {
    const { container } = render(
      <PageHeading
        title="Order of Payment"
        subtitle="Application HC-001"
        actions={<button type="button">Print</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order of Payment' })).toBeInTheDocument();
    expect(screen.getByText('Application HC-001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
