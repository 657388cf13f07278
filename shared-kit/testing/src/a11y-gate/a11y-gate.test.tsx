import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '@qce/shared-kit/ui';
import { expectAccessibleDialog, opensFrom } from './a11y-gate';

/** A page with a kit Dialog opened by a button, or (without a button) open on arrival. */
function Page({
  opensItself = false,
  label = 'Details',
}: {
  opensItself?: boolean;
  label?: string;
}) {
  const [open, setOpen] = useState(opensItself);
  return (
    <main>
      <h1>Page</h1>
      {!opensItself && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title="Details">
        <input aria-label={label} />
      </Dialog>
    </main>
  );
}

/** A hand-made dialog that forgets the focus on close (and its name). */
function LeakyPage() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <div
          role="dialog"
          aria-label="Details"
          tabIndex={-1}
          ref={(node) => node?.focus()}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        />
      )}
    </main>
  );
}

describe('expectAccessibleDialog', () => {
  it('passes for the kit Dialog: the focus back on the control that opened it', async () => {
    render(<Page />);
    await expectAccessibleDialog(userEvent.setup(), {
      name: 'Details',
      open: opensFrom('button', 'Open'),
    });
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('passes for a dialog that opened by itself when the focus goes to main', async () => {
    render(<Page opensItself />);
    await expectAccessibleDialog(userEvent.setup(), { name: 'Details' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('fails when the focus is lost on close', async () => {
    render(<LeakyPage />);
    await expect(
      expectAccessibleDialog(userEvent.setup(), {
        name: 'Details',
        open: opensFrom('button', 'Open'),
      }),
    ).rejects.toThrow(/toBe\(expected\)/);
  });

  it('fails on a serious axe violation in the dialog', async () => {
    render(<Page label="" />);
    await expect(
      expectAccessibleDialog(userEvent.setup(), {
        name: 'Details',
        open: opensFrom('button', 'Open'),
      }),
    ).rejects.toThrow(/serious\/critical violation/);
  });
});
