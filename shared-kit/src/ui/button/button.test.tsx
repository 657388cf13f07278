import { createRef } from 'react';
import type { FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a button named by its text that does not submit its form unless it says so', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    const onBack = jest.fn();
    const { container } = render(
      <form aria-label="Exam" onSubmit={onSubmit}>
        <Button onClick={onBack}>Back</Button>
        <Button type="submit" variant="primary">
          Next
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('wears the look of its variant (outlined unless said otherwise) with the classes it is given', () => {
    render(
      <>
        <Button>Cancel</Button>
        <Button variant="primary">Save</Button>
        <Button variant="danger" className="qce-no-print">
          Delete
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass(
      'qce-button qce-button--secondary',
      { exact: true },
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass(
      'qce-button qce-button--primary',
      { exact: true },
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass(
      'qce-button qce-button--danger qce-no-print',
      { exact: true },
    );
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Retry test
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Retry test' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes its ref to the button (a dialog focuses it)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Close</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('gives a link the look of the same variant', async () => {
    const { container } = render(
      <>
        <Button variant="primary">Pay</Button>
        <a className={buttonClassName('primary')} href="/qce/applications">
          Applications
        </a>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'class',
      screen.getByRole('button', { name: 'Pay' }).getAttribute('class'),
    );
    await expectNoAxeViolations(container);
  });
});
