import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { Checkbox } from './checkbox';

function Harness() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="I certify the uploaded documents are true"
      checked={checked}
      onChange={setChecked}
      required
      error={checked ? undefined : 'Acknowledgement was not accepted.'}
    />
  );
}

describe('Checkbox', () => {
  it('toggles by its label and links its error', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'I certify the uploaded documents are true' });
    expect(box).toHaveAccessibleDescription('Acknowledgement was not accepted.');
    expect(box).toBeInvalid();
    await expectNoAxeViolations(container);
    await user.click(screen.getByText('I certify the uploaded documents are true'));
    expect(box).toBeChecked();
    expect(box).toBeValid();
  });
});
