import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { seededUsers } from '@qce/mock-api';
import { resetMockDb, server } from '@qce/mock-api/node';
import { ENDPOINTS } from '../../api';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../config';
import { FLOW_MESSAGES, MESSAGES } from '../../messages';
import { localKeys, sessionKeys } from '../../storage';
import { usePaymentStore } from '../../stores';
import { expectNoAxeViolations } from '@qce/testing';
import { OrderOfPaymentPage } from './order-of-payment-page';
import type { OrderOfPaymentPageProps } from './order-of-payment-page';

const ORIGIN = 'http://localhost';
const PAYMENT_BASE = defaultRuntimeConfig.services.paymentIntegration;

type Requests = Array<{ method: string; url: URL; body: string }>;
let requests: Requests = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = [];
  setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 });
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    void copy.text().then(
      (body) => requests.push({ method: request.method, url: new URL(request.url), body }),
      () => requests.push({ method: request.method, url: new URL(request.url), body: '' }),
    );
  });
});
afterEach(() => {
  usePaymentStore.getState().clear();
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
  return (await response.json()) as {
    data: Array<{ applicationId: string; userId: number; bulkApplicationId: string | null }>;
    bulk: Array<{ bulkApplicationId: string; userId: number }>;
  };
}

/** Scenario + the seeded applicant signed in (token and userID as the shell stores them). */
async function signIn(scenario: string, userId = 101) {
  resetMockDb(scenario);
  const user = seededUsers().find((u) => u.userId === userId);
  if (!user) throw new Error(`no seeded user ${userId}`);
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
  const all = await staff('GET', '/applications');
  const app = all.data.find((a) => a.userId === userId);
  return { user, all, applicationId: String(app?.applicationId ?? '') };
}

function renderPage(
  overrides: Partial<OrderOfPaymentPageProps> & { applicationId: string; username: string },
) {
  const onProceedToValidation = jest.fn();
  const { username, ...rest } = overrides;
  const utils = render(
    <OrderOfPaymentPage
      permitId={1}
      classification="individual"
      appType="IHC"
      user={{ id: '101', username }}
      onProceedToValidation={onProceedToValidation}
      {...rest}
    />,
  );
  return { ...utils, onProceedToValidation };
}

async function closePrintingNotice(user: ReturnType<typeof userEvent.setup>) {
  const notice = await screen.findByRole('alertdialog', {
    name: MESSAGES.payment.printingNoticeTitle,
  });
  await user.click(
    within(notice).getByRole('button', { name: FLOW_MESSAGES.payment.printingNoticeConfirm }),
  );
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

const submitted = (path: string) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith(path));

describe('OrderOfPaymentPage (payment §2 Payment screen)', () => {
  it('shows the Printing Notice with its warning on load', async () => {
    const { user, applicationId } = await signIn('payment-due');
    renderPage({ applicationId, username: user.email });
    const notice = await screen.findByRole('alertdialog', {
      name: MESSAGES.payment.printingNoticeTitle,
    });
    expect(notice).toHaveTextContent(MESSAGES.payment.printingNoticeWarning);
    expect(
      within(notice).getByRole('button', { name: FLOW_MESSAGES.payment.printingNoticeConfirm }),
    ).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('lists the order of payment with PHP amounts and Unpaid, and links Print to the print view in a new tab', async () => {
    const { user, applicationId } = await signIn('payment-due');
    const { container } = renderPage({ applicationId, username: user.email, appType: 'IHC' });
    await closePrintingNotice(userEvent.setup());
    await expectNoAxeViolations(container);
    const order = screen.getByRole('article', { name: /Reference Number: REF-/ });
    expect(within(order).getByText(MESSAGES.payment.unpaid)).toBeInTheDocument();
    expect(within(order).getAllByText(/^₱[\d,]+\.\d{2}$/).length).toBeGreaterThan(1);
    const print = screen.getByRole('link', { name: MESSAGES.payment.printOrder });
    expect(print).toHaveAttribute('href', '/qce/print-temp/IHC');
    expect(print).toHaveAttribute('target', '_blank');
  });

  it('hands Print to the track when it gives onPrint', async () => {
    const { user, applicationId } = await signIn('payment-due');
    const onPrint = jest.fn();
    renderPage({ applicationId, username: user.email, appType: 'SP', onPrint });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    expect(screen.getByRole('link', { name: MESSAGES.payment.printOrder })).toHaveAttribute(
      'href',
      '/qce/print-temp/SP',
    );
    await u.click(screen.getByRole('link', { name: MESSAGES.payment.printOrder }));
    expect(onPrint).toHaveBeenCalledTimes(1);
  });

  it('asks Proceed? before going to the payment validation page', async () => {
    const { user, applicationId } = await signIn('payment-due');
    const { onProceedToValidation } = renderPage({ applicationId, username: user.email });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    expect(screen.getByRole('radio', { name: MESSAGES.payment.modeTreasurer })).toBeChecked();
    await u.click(screen.getByRole('button', { name: MESSAGES.payment.uploadProofOfPayment }));
    let dialog = screen.getByRole('alertdialog', { name: MESSAGES.payment.proceedTitle });
    await u.click(within(dialog).getByRole('button', { name: MESSAGES.common.cancel }));
    expect(onProceedToValidation).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: MESSAGES.payment.uploadProofOfPayment }));
    dialog = screen.getByRole('alertdialog', { name: MESSAGES.payment.proceedTitle });
    await u.click(
      within(dialog).getByRole('button', { name: FLOW_MESSAGES.payment.proceedConfirm }),
    );
    expect(onProceedToValidation).toHaveBeenCalledTimes(1);
  });

  it('remembers the chosen payment mode across a reload', async () => {
    const { user, applicationId } = await signIn('payment-due');
    const first = renderPage({ applicationId, username: user.email });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    await u.click(screen.getByRole('radio', { name: MESSAGES.payment.modeOnline }));
    first.unmount();
    renderPage({ applicationId, username: user.email });
    await closePrintingNotice(u);
    expect(screen.getByRole('radio', { name: MESSAGES.payment.modeOnline })).toBeChecked();
  });

  it('requests the online payment with the bill number rule and opens epaymentUrl in a new tab, once', async () => {
    const { user, applicationId } = await signIn('payment-due');
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderPage({ applicationId, username: user.email });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    await u.click(screen.getByRole('radio', { name: MESSAGES.payment.modeOnline }));
    expect(screen.getByText(MESSAGES.payment.onlinePaymentDelay)).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: MESSAGES.payment.payOnline });
    expect(pay).toBeEnabled();
    await u.dblClick(pay);

    // A blocked blank tab (null): the page opens epaymentUrl in a new tab itself.
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    const [url, target] = open.mock.calls[1] ?? [];
    expect(String(url)).toMatch(/^\/__staff\/e-payment\?refNum=REF-/);
    expect(target).toBe('_blank');
    const sent = submitted('/online-payment/request');
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ userId: '101', username: user.email });
    expect(body.refNum).toMatch(/^REF-/);
    expect(typeof body.total).toBe('number');
    expect(body.billNumber).toMatch(new RegExp(`^\\d{14}-${applicationId}-[A-Z]{3}$`));
    // The e-payment now exists: the button is disabled.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: MESSAGES.payment.payOnline })).toBeDisabled(),
    );
    expect(screen.getByText(FLOW_MESSAGES.payment.onlineAlreadyRequested)).toBeInTheDocument();
  });

  it('points the tab opened during the click at epaymentUrl', async () => {
    const { user, applicationId } = await signIn('payment-due');
    const tab = { opener: window as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage({ applicationId, username: user.email });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    await u.click(screen.getByRole('radio', { name: MESSAGES.payment.modeOnline }));
    await u.click(screen.getByRole('button', { name: MESSAGES.payment.payOnline }));
    await waitFor(() => expect(tab.location.href).toMatch(/^\/__staff\/e-payment\?refNum=REF-/));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(
      screen.getByRole('link', { name: FLOW_MESSAGES.payment.openOnlinePage }),
    ).toHaveAttribute('href', tab.location.href);
  });

  it('disables Pay Online when an e-payment was already made', async () => {
    const { user, applicationId } = await signIn('payment-due');
    const payments = (await (
      await fetch(`${ORIGIN}${PAYMENT_BASE}/payment?applicationId=${applicationId}`, {
        headers: { Authorization: `Bearer ${user.token}` },
      })
    ).json()) as { data: Array<{ refNum: string }> };
    await staff('POST', '/e-payment/pay', { refNum: payments.data[0]?.refNum });
    renderPage({ applicationId, username: user.email });
    await closePrintingNotice(userEvent.setup());
    expect(screen.getByRole('radio', { name: MESSAGES.payment.modeOnline })).toBeChecked();
    expect(screen.getByRole('button', { name: MESSAGES.payment.payOnline })).toBeDisabled();
  });

  it('shows Paid and disables Pay Online and Upload when nothing is payable', async () => {
    const { user, applicationId } = await signIn('seminar-pending');
    renderPage({ applicationId, username: user.email });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    expect(screen.getByText(MESSAGES.payment.paid)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: MESSAGES.payment.uploadProofOfPayment }),
    ).toBeDisabled();
    await u.click(screen.getByRole('radio', { name: MESSAGES.payment.modeOnline }));
    expect(screen.getByRole('button', { name: MESSAGES.payment.payOnline })).toBeDisabled();
    expect(screen.getByText(FLOW_MESSAGES.payment.nothingPayable)).toBeInTheDocument();
  });

  it('shows an error notice when the online payment request fails, and keeps the button usable', async () => {
    const { user, applicationId } = await signIn('payment-due');
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await staff('POST', '/faults', { endpoint: 'ONLINE_PAYMENT_REQUEST', mode: '500', times: 1 });
    renderPage({ applicationId, username: user.email });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    await u.click(screen.getByRole('radio', { name: MESSAGES.payment.modeOnline }));
    await u.click(screen.getByRole('button', { name: MESSAGES.payment.payOnline }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FLOW_MESSAGES.payment.onlineFailure);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalledWith(
      expect.stringMatching(/e-payment/),
      '_blank',
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: MESSAGES.payment.payOnline })).toBeEnabled();
  });

  it('shows a retry panel, not a white screen, when the payments cannot be loaded', async () => {
    const { user, applicationId } = await signIn('payment-due');
    await staff('POST', '/faults', { endpoint: 'PAYMENTS', mode: 'network', times: 1 });
    renderPage({ applicationId, username: user.email });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(FLOW_MESSAGES.payment.loadFailure);
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: MESSAGES.common.tryAgain }));
    expect(
      await screen.findByRole('alertdialog', { name: MESSAGES.payment.printingNoticeTitle }),
    ).toBeInTheDocument();
  });

  it('shows only the information page to a bulk-part applicant', async () => {
    const { user } = await signIn('payment-due');
    renderPage({ applicationId: '1', username: user.email, classification: 'bulk-part' });
    expect(screen.getByText(MESSAGES.payment.bulkPartInfo)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: MESSAGES.payment.payOnline }),
    ).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/'))).toHaveLength(0);
  });
});

describe('OrderOfPaymentPage, bulk (payment §2, §7, §9)', () => {
  const REP = 104;

  async function bulkWithOrder() {
    const { user, all } = await signIn('bulk-incomplete', REP);
    const bulkApplicationId = String(all.bulk[0]?.bulkApplicationId);
    await staff('POST', `/bulk/${bulkApplicationId}/payment`, { action: 'issue-order' });
    const applicationId = String(
      all.data.find((a) => String(a.bulkApplicationId) === bulkApplicationId)?.applicationId,
    );
    return { user, bulkApplicationId, applicationId };
  }

  /** 25 applicants, paged as the server pages them. */
  function manyApplicants() {
    server.use(
      http.get(`*${PAYMENT_BASE}${ENDPOINTS.BULK_PAYMENTS.path}`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page') ?? '1');
        const limit = Number(query.get('limit') ?? '10');
        const all = Array.from({ length: 25 }, (_, i) => ({
          firstName: `First${i + 1}`,
          lastName: `Last${i + 1}`,
          birthDate: '02/15/1994',
          referenceNumber: `REF-B-${i + 1}`,
          total: 350,
        }));
        return HttpResponse.json({
          data: {
            detailResponseDtos: all.slice((page - 1) * limit, page * limit),
            totalCount: all.length,
          },
        });
      }),
    );
  }

  it('lists the per-applicant amounts from the bulk payments call', async () => {
    const { user, bulkApplicationId, applicationId } = await bulkWithOrder();
    renderPage({ applicationId, bulkApplicationId, classification: 'bulk', username: user.email });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    await u.click(screen.getByRole('button', { name: MESSAGES.payment.viewPerApplicantAmounts }));
    const dialog = screen.getByRole('dialog', { name: FLOW_MESSAGES.payment.applicantsTitle });
    expect(await within(dialog).findByText('Ramon Lopez')).toBeInTheDocument();
    expect(within(dialog).getByText('Grace Tan')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 1')).toBeInTheDocument();
    const call = requests.find((r) => r.url.pathname.endsWith('/payment/bulk'));
    expect(call?.url.searchParams.get('bulkApplicationId')).toBe(bulkApplicationId);
    expect(call?.url.searchParams.get('limit')).toBe('10');
  });

  it('pages between page 1 and the last page and remembers the page size under app-payments', async () => {
    const { user, bulkApplicationId, applicationId } = await bulkWithOrder();
    manyApplicants();
    const first = renderPage({
      applicationId,
      bulkApplicationId,
      classification: 'bulk',
      username: user.email,
    });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    await u.click(screen.getByRole('button', { name: MESSAGES.payment.viewPerApplicantAmounts }));
    const dialog = screen.getByRole('dialog', { name: FLOW_MESSAGES.payment.applicantsTitle });
    expect(await within(dialog).findByText('First1 Last1')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const sizes = within(dialog).getByLabelText('Rows per page');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '30', '50', '75', '100']);

    await u.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('First11 Last11')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('First21 Last21')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    await u.selectOptions(sizes, '30');
    expect(await within(dialog).findByText('Page 1 of 1')).toBeInTheDocument();
    expect(within(dialog).getByText('First25 Last25')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('qce:pagination')).toContain('"app-payments":30');

    first.unmount();
    renderPage({ applicationId, bulkApplicationId, classification: 'bulk', username: user.email });
    await closePrintingNotice(u);
    await u.click(screen.getByRole('button', { name: MESSAGES.payment.viewPerApplicantAmounts }));
    const again = screen.getByRole('dialog', { name: FLOW_MESSAGES.payment.applicantsTitle });
    expect(within(again).getByLabelText('Rows per page')).toHaveValue('30');
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.url.pathname.endsWith('/payment/bulk'))
          .at(-1)
          ?.url.searchParams.get('limit'),
      ).toBe('30'),
    );
  });

  it('prints the list of applicants, fetched up to 1000', async () => {
    const { user, bulkApplicationId, applicationId } = await bulkWithOrder();
    manyApplicants();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage({ applicationId, bulkApplicationId, classification: 'bulk', username: user.email });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    await u.click(screen.getByRole('button', { name: MESSAGES.payment.viewPerApplicantAmounts }));
    const dialog = screen.getByRole('dialog', { name: FLOW_MESSAGES.payment.applicantsTitle });
    await within(dialog).findByText('First1 Last1');
    await u.click(
      within(dialog).getByRole('button', { name: MESSAGES.payment.printListOfApplicants }),
    );

    const list = await screen.findByRole('region', { name: FLOW_MESSAGES.payment.printListTitle });
    expect(within(list).getByText('First25 Last25')).toBeInTheDocument();
    expect(within(list).getAllByRole('row')).toHaveLength(26);
    const printCall = requests.filter((r) => r.url.pathname.endsWith('/payment/bulk')).at(-1);
    expect(printCall?.url.searchParams.get('limit')).toBe('1000');
    expect(printCall?.url.searchParams.get('page')).toBe('1');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: FLOW_MESSAGES.payment.printListTitle }),
      ).not.toBeInTheDocument(),
    );
  });

  it('reports a failed bulk payments call and never claims there is no applicant data (issue 23 item 9)', async () => {
    const { user, bulkApplicationId, applicationId } = await bulkWithOrder();
    await staff('POST', '/faults', { endpoint: 'BULK_PAYMENTS', mode: '500', times: 1 });
    renderPage({ applicationId, bulkApplicationId, classification: 'bulk', username: user.email });
    const u = userEvent.setup();
    await closePrintingNotice(u);
    await u.click(screen.getByRole('button', { name: MESSAGES.payment.viewPerApplicantAmounts }));
    const dialog = screen.getByRole('dialog', { name: FLOW_MESSAGES.payment.applicantsTitle });
    const retry = await within(dialog).findByRole('button', { name: MESSAGES.common.tryAgain });
    expect(within(dialog).queryByText(MESSAGES.common.noApplicantData)).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      'Loading the per-applicant amounts failed',
      expect.anything(),
    );
    // The fault answered once: Try again reads the applicants.
    await u.click(retry);
    expect(await within(dialog).findByText('Ramon Lopez')).toBeInTheDocument();
  });
});
