import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { seededUsers } from '@qce/mock-api';
import { resetMockDb, server } from '@qce/mock-api/node';
import { ENDPOINTS } from '../../api';
import { NodeFile } from '../../api/testing-file';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../config';
import { RECEIPT_FILE_TYPES } from '../../domain';
import { FLOW_MESSAGES, MESSAGES } from '../../messages';
import { localKeys, sessionKeys } from '../../storage';
import { expectNoAxeViolations } from '@qce/testing';
import { PaymentValidationPage } from './payment-validation-page';
import type { PaymentValidationPageProps } from './payment-validation-page';

const ORIGIN = 'http://localhost';
const PAYMENT_BASE = defaultRuntimeConfig.services.paymentIntegration;

type Seen = { method: string; url: URL; body: string };
let requests: Seen[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 });
  server.events.on('request:start', ({ request }) => {
    const seen: Seen = { method: request.method, url: new URL(request.url), body: '' };
    requests.push(seen);
    if (request.headers.get('content-type')?.includes('json')) {
      void request
        .clone()
        .text()
        .then((body) => {
          seen.body = body;
        });
    }
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  jest.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

async function staff(method: string, path: string, body?: unknown) {
  const response = await fetch(`${ORIGIN}/__staff${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { data: Array<{ applicationId: string; userId: number }> };
}

async function signIn(scenario: string, userId = 101) {
  resetMockDb(scenario);
  const user = seededUsers().find((u) => u.userId === userId);
  if (!user) throw new Error(`no seeded user ${userId}`);
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
  const all = await staff('GET', '/applications');
  const applicationId = String(all.data.find((a) => a.userId === userId)?.applicationId ?? '');
  return { user, applicationId };
}

function renderPage(
  props: Partial<PaymentValidationPageProps> & { applicationId: string; username: string },
) {
  const onViewOrderOfPayment = jest.fn();
  const onContinue = jest.fn();
  const { username, ...rest } = props;
  const utils = render(
    <PaymentValidationPage
      classification="individual"
      user={{ id: '101', username }}
      onViewOrderOfPayment={onViewOrderOfPayment}
      onContinue={onContinue}
      {...rest}
    />,
  );
  return { ...utils, onViewOrderOfPayment, onContinue };
}

const receipt = (name = 'receipt.png') =>
  // A PNG signature (the mock file service checks the type by content).
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
  }) as unknown as File;

const field = {
  date: () => screen.getByLabelText(new RegExp(`^${MESSAGES.payment.paymentDate}`)),
  or: () => screen.getByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`)),
  ref: () => screen.getByLabelText(new RegExp(`^${MESSAGES.payment.referenceNumber}`)),
  receipt: () => screen.getByLabelText(new RegExp(`^${MESSAGES.payment.receipt}`)),
  submit: () => screen.getByRole('button', { name: MESSAGES.common.submit }),
};

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { date?: string; or?: string; file?: File },
) {
  if (values.date !== undefined) fireEvent.change(field.date(), { target: { value: values.date } });
  if (values.or !== undefined) {
    await user.clear(field.or());
    await user.type(field.or(), values.or);
  }
  if (values.file) await user.upload(field.receipt(), values.file);
}

const posts = (path: string) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith(path));

describe('PaymentValidationPage (payment §2 Payment validation screen, §5, §7, §8)', () => {
  it('shows the form with the reference number disabled and prefilled, and the View Order of Payment button', async () => {
    const { user, applicationId } = await signIn('payment-due');
    const { onViewOrderOfPayment, container } = renderPage({ applicationId, username: user.email });
    const ref = await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.referenceNumber}`));
    await expectNoAxeViolations(container);
    expect(ref).toBeDisabled();
    expect((ref as HTMLInputElement).value).toMatch(/^REF-/);
    expect(field.date().getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: FLOW_MESSAGES.validation.viewOrderOfPayment }));
    expect(onViewOrderOfPayment).toHaveBeenCalledTimes(1);
  });

  it('requires every field', async () => {
    const { user, applicationId } = await signIn('payment-due');
    renderPage({ applicationId, username: user.email });
    await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
    await userEvent.setup().click(field.submit());
    expect(
      await screen.findByText(MESSAGES.validation.fieldRequired('Payment Date')),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.fieldRequired('OR Number'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.fieldRequired('Receipt'))).toBeInTheDocument();
    expect(posts('/payment/submit')).toHaveLength(0);
  });

  it('requires the reference number too (all four fields)', async () => {
    const { user, applicationId } = await signIn('payment-due');
    server.use(
      http.get(`*${PAYMENT_BASE}${ENDPOINTS.PAYMENTS.path}`, () =>
        HttpResponse.json({ data: [{ status: 'For Review', total: 350 }] }),
      ),
    );
    renderPage({ applicationId, username: user.email });
    await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
    await userEvent.setup().click(field.submit());
    expect(
      await screen.findByText(MESSAGES.validation.fieldRequired('Reference Number')),
    ).toBeInTheDocument();
  });

  it('refuses a payment date later than today and an OR number with spaces', async () => {
    const { user, applicationId } = await signIn('payment-due');
    renderPage({ applicationId, username: user.email });
    await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
    const u = userEvent.setup();
    await fill(u, { date: '2099-01-01', or: 'OR 123', file: receipt() });
    await u.click(field.submit());
    expect(
      await screen.findByText(MESSAGES.validation.futureDate('Payment Date')),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.invalidFormat('OR Number'))).toBeInTheDocument();
    expect(posts('/payment/submit')).toHaveLength(0);
  });

  it('accepts letters, digits, hyphen and period in the OR number', async () => {
    const { user, applicationId } = await signIn('payment-due');
    renderPage({ applicationId, username: user.email });
    await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
    const u = userEvent.setup();
    await fill(u, { date: '2026-01-15', or: 'Or-12.3a', file: receipt() });
    await u.click(field.submit());
    expect(await screen.findByText(MESSAGES.payment.validationInProgress)).toBeInTheDocument();
  });

  it('refuses a receipt that is not png, jpeg or jpg', async () => {
    const { user, applicationId } = await signIn('payment-due');
    renderPage({ applicationId, username: user.email });
    await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
    const u = userEvent.setup({ applyAccept: false });
    await fill(u, { date: '2026-01-15', or: 'OR-1', file: receipt('receipt.pdf') });
    expect(
      await screen.findByText(MESSAGES.upload.fileTypeNotAccepted(RECEIPT_FILE_TYPES)),
    ).toBeInTheDocument();
    await u.click(field.submit());
    await waitFor(() => expect(field.receipt()).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText(MESSAGES.upload.fileTypeNotAccepted(RECEIPT_FILE_TYPES)),
    ).toBeInTheDocument();
    expect(posts('/file/upload')).toHaveLength(0);
    expect(posts('/payment/submit')).toHaveLength(0);
  });

  it('uploads the receipt with requirementsType=paymentValidation, submits once on a double click, then shows validation in progress', async () => {
    const { user, applicationId } = await signIn('payment-due');
    renderPage({ applicationId, username: user.email });
    await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
    const u = userEvent.setup();
    const ref = (field.ref() as HTMLInputElement).value;
    await fill(u, { date: '2026-01-15', or: 'OR-555', file: receipt() });
    await u.dblClick(field.submit());
    expect(await screen.findByText(MESSAGES.payment.validationInProgress)).toBeInTheDocument();

    const uploads = posts('/file/upload');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url.searchParams.get('requirementsType')).toBe('paymentValidation');
    expect(uploads[0]?.url.searchParams.get('uploader')).toBe(user.email);
    const submits = posts('/payment/submit');
    expect(submits).toHaveLength(1);
    const body = JSON.parse(submits[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toEqual({
      applicationId,
      userId: '101',
      paymentDate: '2026-01-15',
      officialReceiptNumber: 'OR-555',
      referenceNumber: ref,
      imageId: expect.any(String) as unknown as string,
    });
    expect(
      window.sessionStorage.getItem(`qce-draft:payment-validation:${applicationId}`),
    ).toBeNull();
  });

  it('sends bulkApplicationId for a bulk application', async () => {
    const { user, applicationId } = await signIn('payment-due');
    let body: Record<string, unknown> = {};
    server.use(
      http.get(
        `*${defaultRuntimeConfig.services.default}${ENDPOINTS.AUDIT_BULK_PROGRESS.path}`,
        () => HttpResponse.json({ data: [] }),
      ),
      // The representative pays the bulk-level order, looked up by the bulk id.
      http.get(`*${PAYMENT_BASE}${ENDPOINTS.PAYMENTS.path}`, ({ request }) =>
        new URL(request.url).searchParams.get('bulkApplicationId') === '501'
          ? HttpResponse.json({
              data: [
                { refNum: 'BULK-501', status: 'For Review', total: 350, paymentDetailDtos: [] },
              ],
            })
          : undefined,
      ),
      http.post(`*${PAYMENT_BASE}${ENDPOINTS.SUBMIT_PAYMENT.path}`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: { status: 'Submitted', total: 350 } });
      }),
    );
    renderPage({
      applicationId,
      username: user.email,
      classification: 'bulk',
      bulkApplicationId: '501',
    });
    await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
    const u = userEvent.setup();
    await fill(u, { date: '2026-01-15', or: 'OR-777', file: receipt() });
    await u.click(field.submit());
    await screen.findByText(MESSAGES.payment.validationInProgress);
    expect(body).toMatchObject({
      bulkApplicationId: '501',
      applicationId,
      officialReceiptNumber: 'OR-777',
    });
    expect(requests.some((r) => r.url.searchParams.get('bulkApplicationId') === '501')).toBe(true);
    expect(requests.some((r) => r.url.pathname.endsWith('/audit/bulk/progress'))).toBe(true);
  });

  it('says the OR number is already used on code 4037', async () => {
    const { user, applicationId } = await signIn('payment-due');
    server.use(
      http.post(`*${PAYMENT_BASE}${ENDPOINTS.SUBMIT_PAYMENT.path}`, () =>
        HttpResponse.json({ code: 4037, message: MESSAGES.payment.orAlreadyUsed }, { status: 400 }),
      ),
    );
    renderPage({ applicationId, username: user.email });
    await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
    const u = userEvent.setup();
    await fill(u, { date: '2026-01-15', or: 'OR-1', file: receipt() });
    await u.click(field.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.payment.orAlreadyUsed);
    expect(field.submit()).toBeEnabled();
  });

  it('says something went wrong on a network failure, keeps the draft and lets the applicant retry', async () => {
    const { user, applicationId } = await signIn('payment-due');
    await staff('POST', '/faults', { endpoint: 'SUBMIT_PAYMENT', mode: 'network', times: 1 });
    renderPage({ applicationId, username: user.email });
    await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
    const u = userEvent.setup();
    await fill(u, { date: '2026-01-15', or: 'OR-9', file: receipt() });
    await u.click(field.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.payment.submitFailure);
    expect(
      window.sessionStorage.getItem(`qce-draft:payment-validation:${applicationId}`),
    ).toContain('OR-9');

    await u.click(field.submit());
    expect(await screen.findByText(MESSAGES.payment.validationInProgress)).toBeInTheDocument();
    // The receipt uploaded on the first try is reused.
    expect(posts('/file/upload')).toHaveLength(1);
    expect(posts('/payment/submit')).toHaveLength(2);
  });

  it('keeps what was typed across a reload until it is submitted', async () => {
    const { user, applicationId } = await signIn('payment-due');
    const first = renderPage({ applicationId, username: user.email });
    await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`));
    await fill(userEvent.setup(), { date: '2026-01-15', or: 'OR-DRAFT' });
    first.unmount();
    renderPage({ applicationId, username: user.email });
    expect(await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`))).toHaveValue(
      'OR-DRAFT',
    );
    expect(field.date()).toHaveValue('2026-01-15');
  });

  it('shows validation in progress after a submission, then Payment validated. once Completed', async () => {
    const { user, applicationId } = await signIn('payment-submitted');
    const { onContinue } = renderPage({ applicationId, username: user.email });
    expect(await screen.findByText(MESSAGES.payment.validationInProgress)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.common.submit })).not.toBeInTheDocument();
    await staff('POST', `/applications/${applicationId}/payment`, { action: 'validate' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: FLOW_MESSAGES.validation.refresh }));
    expect(await screen.findByText(MESSAGES.payment.validated)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: FLOW_MESSAGES.validation.continue }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('reopens the form with the remarks dialog when the payment requires an update', async () => {
    const { user, applicationId } = await signIn('payment-requires-update');
    renderPage({ applicationId, username: user.email });
    const dialog = await screen.findByRole('dialog', {
      name: FLOW_MESSAGES.validation.requiresUpdateTitle,
    });
    expect(dialog).toHaveTextContent('The receipt image is unreadable. Please upload it again.');
    const u = userEvent.setup();
    await u.click(
      within(dialog).getAllByRole('button', { name: MESSAGES.common.close }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await fill(u, { date: '2026-01-15', or: 'OR-NEW-1', file: receipt() });
    await u.click(field.submit());
    expect(await screen.findByText(MESSAGES.payment.validationInProgress)).toBeInTheDocument();
  });

  it('says no order of payment was issued yet instead of an empty form', async () => {
    const { user, applicationId } = await signIn('for-review');
    renderPage({ applicationId, username: user.email });
    expect(await screen.findByText(FLOW_MESSAGES.payment.noOrders)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.common.submit })).not.toBeInTheDocument();
  });

  it('shows a retry panel when the payment cannot be loaded', async () => {
    const { user, applicationId } = await signIn('payment-due');
    await staff('POST', '/faults', { endpoint: 'PAYMENTS', mode: '500', times: 1 });
    renderPage({ applicationId, username: user.email });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(FLOW_MESSAGES.validation.loadFailure);
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: MESSAGES.common.tryAgain }));
    expect(
      await screen.findByLabelText(new RegExp(`^${MESSAGES.payment.orNumber}`)),
    ).toBeInTheDocument();
  });

  it('shows only the information page to a bulk-part applicant', () => {
    renderPage({ applicationId: '1', username: 'x@example.com', classification: 'bulk-part' });
    expect(screen.getByText(MESSAGES.payment.bulkPartInfo)).toBeInTheDocument();
  });
});
