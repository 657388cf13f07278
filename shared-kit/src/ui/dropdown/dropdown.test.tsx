import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { Dropdown } from './dropdown';

const options = [
  { value: '1', label: 'Food' },
  { value: '2', label: 'Non-food' },
];

describe('Dropdown', () => {
  it('is labelled, required with an asterisk, and reports the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { container } = render(
      <Dropdown
        label="Industry"
        options={options}
        value=""
        onChange={onChange}
        placeholder="Select"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await user.selectOptions(select, 'Food');
    expect(onChange).toHaveBeenCalledWith('1');
    await expectNoAxeViolations(container);
  });

  it('can be disabled and shows an error linked to the select', () => {
    render(
      <Dropdown
        label="Sub-industry"
        options={options}
        value=""
        onChange={jest.fn()}
        disabled
        error="Sub-industry is required."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sub-industry' });
    expect(select).toBeDisabled();
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Sub-industry is required.');
  });
});
