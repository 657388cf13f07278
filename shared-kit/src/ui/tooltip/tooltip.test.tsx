import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { Tooltip } from './tooltip';

const tip = 'Cancellation is possible until requirements are submitted.';

describe('Tooltip', () => {
  it('describes its trigger and shows on focus, hides on Escape', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Tooltip content={tip}>
        <button type="button">Cancel Application</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Cancel Application' });
    expect(button).toHaveAccessibleDescription(tip);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(tip);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Remarks: blurry image">
        <button type="button">Requires Update</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Requires Update' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Remarks: blurry image');
    await user.unhover(screen.getByRole('button', { name: 'Requires Update' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps a disabled trigger reachable by keyboard through its wrapper', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content={tip}>
        <button type="button" disabled>
          Cancel Application
        </button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(tip);
  });
});
