import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { ApiError } from '@qce/shared-kit/api';
import { allowConsoleErrors, consoleErrors } from '@qce/testing/console';
import { expectNoAxeViolations } from '@qce/testing';
import { TextField } from '../fields/fields';
import { Form } from './form';

const schema = object({
  firstName: string().required('First Name is required. Value should not be empty.'),
  suffix: string(),
});
const initialValues = { firstName: '', suffix: '' };

describe('Form', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('submits trimmed values with empty strings left out', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const { container } = render(
      <Form schema={schema} initialValues={initialValues} onSubmit={onSubmit} submitLabel="Next">
        <TextField name="firstName" label="First Name" required />
        <TextField name="suffix" label="Suffix" />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), '  Ana  ');
    await user.type(screen.getByRole('textbox', { name: 'Suffix' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ firstName: 'Ana' });
    await expectNoAxeViolations(container);
  });

  it('validates the trimmed values and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <Form schema={schema} initialValues={initialValues} onSubmit={onSubmit}>
        <TextField name="firstName" label="First Name" required />
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const field = screen.getByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription('First Name is required. Value should not be empty.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads a lazy schema when it first validates, then applies it like a given one', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const loadSchema = jest.fn(() => Promise.resolve(schema));
    render(
      <Form schema={loadSchema} initialValues={initialValues} onSubmit={onSubmit}>
        <TextField name="firstName" label="First Name" required />
      </Form>,
    );
    expect(loadSchema).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const field = screen.getByRole('textbox', { name: 'First Name' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'First Name is required. Value should not be empty.',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(field, ' Ana ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ firstName: 'Ana' });
  });

  it('cannot send twice: submit is disabled while the call is running', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(
      <Form schema={schema} initialValues={{ firstName: 'Ana', suffix: '' }} onSubmit={onSubmit}>
        <TextField name="firstName" label="First Name" required />
      </Form>,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.dblClick(submit);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submit).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps a draft across a reload and clears it after a successful submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const view = () => (
      <Form
        schema={schema}
        initialValues={initialValues}
        onSubmit={onSubmit}
        persistKey="ihc-personal-info"
      >
        <TextField name="firstName" label="First Name" required />
      </Form>
    );
    const first = render(view());
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Maria');
    first.unmount();

    const second = render(view());
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Maria');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    second.unmount();

    render(view());
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
  });

  it('keeps the draft when the submit call fails', async () => {
    const user = userEvent.setup();
    const offline = new ApiError({
      endpoint: 'SUBMIT_PAYMENT',
      message: 'offline',
      isNetworkError: true,
    });
    const onSubmit = jest.fn(() => Promise.reject(offline));
    const view = () => (
      <Form initialValues={{ city: '' }} onSubmit={onSubmit} persistKey="sp-form">
        <TextField name="city" label="City" />
      </Form>
    );
    const first = render(view());
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Quezon City');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    // An unanswered call is an expected failure: a warning through the one sink, no report.
    expect(console.warn).toHaveBeenCalledWith('form submit failed', offline);
    first.unmount();
    render(view());
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Quezon City');
  });

  it('reports a submit that throws unexpectedly and submits again', async () => {
    allowConsoleErrors(/form submit failed/);
    const user = userEvent.setup();
    const bug = new TypeError('values.city is undefined');
    const onSubmit = jest.fn().mockRejectedValueOnce(bug).mockResolvedValueOnce(undefined);
    render(
      <Form initialValues={{ city: 'Quezon City' }} onSubmit={onSubmit}>
        <TextField name="city" label="City" />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(consoleErrors()).toEqual([`form submit failed ${bug.name}: ${bug.message}`]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('honours canSubmit', () => {
    render(
      <Form
        initialValues={{ industry: '' }}
        onSubmit={jest.fn()}
        canSubmit={(v) => v.industry !== ''}
      >
        <TextField name="industry" label="Industry" />
      </Form>,
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
