import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@qce/testing';
import { StatusBadge, statusTone } from './status-badge';

describe('StatusBadge', () => {
  it('shows the status word and picks a tone from it', async () => {
    const { container } = render(<StatusBadge status="Requires Update" />);
    expect(screen.getByText('Requires Update')).toBeInTheDocument();
    expect(statusTone('COMPLETED')).toBe('success');
    expect(statusTone('rejected')).toBe('danger');
    expect(statusTone('on hold')).toBe('warning');
    expect(statusTone('For Review')).toBe('info');
    expect(statusTone('Something else')).toBe('neutral');
    await expectNoAxeViolations(container);
  });
});
