import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { ConfirmationModal } from './confirmation-modal';

const base = {
  open: true,
  title: 'Submit Application',
  message: "After submission, you won't be able to further update the details you provided.",
  confirmLabel: 'Submit',
  cancelLabel: 'Go back',
};

describe('ConfirmationModal', () => {
  it('shows the question with its labels, focuses cancel, and passes axe', async () => {
    render(<ConfirmationModal {...base} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Submit Application' });
    expect(dialog).toHaveAccessibleDescription(base.message);
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
  });

  it('calls onConfirm and onCancel', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmationModal {...base} onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables confirm while busy so it cannot fire', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<ConfirmationModal {...base} busy onConfirm={onConfirm} onCancel={jest.fn()} />);
    const confirm = screen.getByRole('button', { name: 'Submit' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('fires once while the promise from onConfirm is pending, then re-enables', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<ConfirmationModal {...base} onConfirm={onConfirm} onCancel={jest.fn()} />);
    const confirm = screen.getByRole('button', { name: 'Submit' });
    await user.dblClick(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(confirm).toBeEnabled());
  });
});
