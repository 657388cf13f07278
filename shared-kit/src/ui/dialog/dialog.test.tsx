import { useRef, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { LoaderOverlay } from '../loader-overlay/loader-overlay';
import { NoticesProvider, useNotices } from '../notices/notices';
import { Dialog } from './dialog';
import type { DialogProps } from './dialog';

// jsdom runs these on the tests' showModal()/close() shim (@qce/testing/dialog); the browser's
// trap, inert page and Escape are checked end to end, once per dialog family (`expectAccessibleDialog`
// in e2e/support/axe.ts).

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

async function openHarness(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open details' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Update Details' }) };
}

describe('Dialog', () => {
  it('is a modal <dialog> labelled by its title, with the focus on it, and passes axe', async () => {
    const { dialog } = await openHarness();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveFocus();
    await expectNoAxeViolations(document.body);
  });

  it('keeps the page behind out of reach: Tab goes through the dialog, the opener takes no focus', async () => {
    const { user, opener, dialog } = await openHarness();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(opener).not.toHaveFocus();
    act(() => opener.focus());
    expect(opener).not.toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openHarness();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('focuses the initial focus element when given one', async () => {
    function WithInitialFocus() {
      const input = useRef<HTMLInputElement>(null);
      return (
        <Dialog open onClose={() => undefined} title="Rename" initialFocusRef={input}>
          <label>
            Name <input ref={input} />
          </label>
        </Dialog>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
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
    const { user, opener } = await openHarness();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores Escape and has no close button when not dismissible', async () => {
    const { user, dialog } = await openHarness({ dismissible: false });
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(dialog).toHaveAttribute('open');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('ignores Escape and disables its close button while busy', async () => {
    const { user, dialog } = await openHarness({ busy: true });
    await user.keyboard('{Escape}');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('opens again when the browser closes a dialog that may not close', async () => {
    const { dialog } = await openHarness({ dismissible: false });
    act(() => (dialog as HTMLDialogElement).close());
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    expect(dialog).toHaveFocus();
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

  it('shows the loader and the notices above it: inside the open dialog, back outside once it closes', async () => {
    function Saving() {
      const notices = useNotices();
      const [open, setOpen] = useState(true);
      const [saving, setSaving] = useState(false);
      return (
        <>
          <Dialog open={open} onClose={() => setOpen(false)} title="Confirm Changes">
            <button
              type="button"
              onClick={() => {
                setSaving(true);
                notices.success('Saved.');
              }}
            >
              Save
            </button>
          </Dialog>
          {/* A sibling of the dialog, as a page renders it. */}
          <LoaderOverlay active={saving} label="Saving" />
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <NoticesProvider>
        <Saving />
      </NoticesProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm Changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('status', { name: 'Saving' })).toBeInTheDocument();
    expect(within(dialog).getByText('Saved.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
  });
});
