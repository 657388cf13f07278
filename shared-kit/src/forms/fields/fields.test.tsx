import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { expectNoAxeViolations } from '@qce/testing';
import { CheckboxField, DateField, SelectField, TextAreaField, TextField } from './fields';

const required = (value: unknown) => (value ? undefined : 'Required.');

function Harness() {
  return (
    <Formik
      initialValues={{ firstName: '', birthDate: '', gender: '', remarks: '', agree: false }}
      validate={(v) => {
        const errors: Record<string, string> = {};
        const firstName = required(v.firstName);
        if (firstName) errors.firstName = 'First Name is required. Value should not be empty.';
        return errors;
      }}
      onSubmit={jest.fn()}
    >
      <form>
        <TextField name="firstName" label="First Name" required hint="As on your ID" />
        <DateField name="birthDate" label="Date of Birth" max="2026-11-21" />
        <SelectField
          name="gender"
          label="Gender"
          placeholder="Select"
          options={[
            { value: 'F', label: 'Female' },
            { value: 'M', label: 'Male' },
          ]}
        />
        <TextAreaField name="remarks" label="Remarks" />
        <CheckboxField name="agree" label="I agree" />
      </form>
    </Formik>
  );
}

describe('formik field wrappers', () => {
  it('label, mark required, and link hint and error after the field is left', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    expect(firstName).toHaveAttribute('aria-required', 'true');
    expect(firstName).toHaveAccessibleDescription('As on your ID');
    expect(firstName).toBeValid();
    await user.click(firstName);
    await user.tab();
    expect(firstName).toBeInvalid();
    expect(firstName).toHaveAccessibleDescription(
      'As on your ID First Name is required. Value should not be empty.',
    );
    await expectNoAxeViolations(container);
  });

  it('edit formik values', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ana');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'ok');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ana');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('F');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveValue('ok');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
    expect(screen.getByLabelText('Date of Birth')).toHaveAttribute('max', '2026-11-21');
  });
});
