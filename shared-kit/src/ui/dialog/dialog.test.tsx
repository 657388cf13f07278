import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../testing/axe';
import { Dialog } from './dialog';
import type { DialogProps } from './dialog';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Update Details"
        footer={<button type="button">Save</button>}
        {...props}
      >
        <label>
          First name <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal labelled by its title, with focus moved in, and passes axe', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(dialog.parentElement).toHaveStyle({ zIndex: '10010' });
    await expectNoAxeViolations(document.body);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to an opener that lost it while busy (disabled until its dialog opened)', async () => {
    function BusyOpener() {
      const [busy, setBusy] = useState(false);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={(event) => {
              // A browser drops the focus of a control it disables (jsdom does not): to <body>.
              event.currentTarget.blur();
              setBusy(true);
              setTimeout(() => {
                setBusy(false);
                setOpen(true);
              }, 0);
            }}
          >
            Next
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Requirements List" />
        </>
      );
    }
    const user = userEvent.setup();
    render(<BusyOpener />);
    const opener = screen.getByRole('button', { name: 'Next' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Requirements List' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("gives the focus to the page's main when a dialog that opened by itself closes", async () => {
    function ArrivalNotice() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>Payment</h1>
          <Dialog open={open} onClose={() => setOpen(false)} title="Payment Requires Update" />
        </main>
      );
    }
    const user = userEvent.setup();
    render(<ArrivalNotice />);
    expect(screen.getByRole('dialog', { name: 'Payment Requires Update' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes with the close button and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores Escape and has no close button when not dismissible', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} zIndex={20000} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog', { name: 'Update Details' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(dialog.parentElement).toHaveStyle({ zIndex: '20000' });
  });

  it('lets a nested dialog take Escape without closing its parent', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [inner, setInner] = useState(false);
      const [outer, setOuter] = useState(true);
      return (
        <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
            <p>Inner text</p>
          </Dialog>
        </Dialog>
      );
    }
    render(<Nested />);
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(more).toHaveFocus();
  });
});
