import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@qce/mock-api/node';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import { Form } from '@qce/shared-kit/forms';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectNoAxeViolations } from '@qce/testing';
import { TermsField } from './index';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// Dialog, sanitiser and axe on a shared 2-core machine: more than jest's default 5 s.
jest.setTimeout(20000);

function renderTerms(disabled = false) {
  return render(
    <Form<{ 'accept-terms': boolean }>
      initialValues={{ 'accept-terms': false }}
      onSubmit={() => undefined}
      submitLabel="Next"
      aria-label="Terms"
    >
      {() => <TermsField disabled={disabled} />}
    </Form>,
  );
}

describe('TermsField and the Data Privacy Policy (intake §2 Application form, health card)', () => {
  it('opens the policy from the terms, sanitised, and closes it', async () => {
    server.use(
      http.get('*/privacy-policy', () =>
        HttpResponse.json({
          data: {
            content: '<h3>Policy</h3><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          },
        }),
      ),
    );
    const { container } = renderTerms();
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
    await userEvent.click(
      screen.getByRole('button', { name: MESSAGES.applicationForm.dataPrivacyPolicy }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: MESSAGES.applicationForm.dataPrivacyPolicy,
    });
    expect(await within(dialog).findByRole('heading', { name: 'Policy' })).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    const close = within(dialog).getAllByRole('button', { name: MESSAGES.common.close });
    await userEvent.click(close[close.length - 1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('leaves the dialog empty when the policy fails to load (silent, intake §8)', async () => {
    server.use(http.get('*/privacy-policy', () => HttpResponse.json({}, { status: 500 })));
    renderTerms(true);
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeDisabled();
    await userEvent.click(
      screen.getByRole('button', { name: MESSAGES.applicationForm.dataPrivacyPolicy }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: MESSAGES.applicationForm.dataPrivacyPolicy,
    });
    const policy = within(dialog).getByTestId('privacy-policy');
    await waitFor(() => expect(policy).not.toHaveAttribute('aria-busy'));
    expect(policy).toBeEmptyDOMElement();
    expect(console.warn).toHaveBeenCalledWith('privacy policy load failed', expect.anything());
  });

  it('closes with Escape while the policy is still loading (a hung call never traps the applicant)', async () => {
    server.use(http.get('*/privacy-policy', () => new Promise<never>(() => undefined)));
    renderTerms();
    await userEvent.click(
      screen.getByRole('button', { name: MESSAGES.applicationForm.dataPrivacyPolicy }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: MESSAGES.applicationForm.dataPrivacyPolicy,
    });
    expect(within(dialog).getByTestId('privacy-policy')).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
