/** payment §2 /qce/documents/{appId} (QR target): public, external endpoints, Valid/Expired, no contact details. */
import { screen, within } from '@testing-library/react';
import { getToken } from '@qce/shared-kit/storage';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectNoAxeViolations } from '@qce/testing';
import { http, HttpResponse } from 'msw';
import {
  endpointPattern,
  server,
  setupMockServer,
  watchAuthorization,
} from '../../testing/mock-server';
import { JUAN, MARIA, PEDRO, renderAt, seededApplication, signIn } from '../../testing/seeded';

setupMockServer();
// Whole pages with axe against the mock backend, on a 2-core machine shared by several suites.
jest.setTimeout(20_000);

afterEach(() => server.events.removeAllListeners());

describe('/qce/documents/:appId', () => {
  it('works with no session: the verification summary says Valid, without contact details', async () => {
    const { application } = await seededApplication('approved', JUAN, 1);
    const auth = watchAuthorization();
    expect(getToken()).toBeNull();
    renderAt(`/documents/${application.applicationId}`);
    const summary = await screen.findByRole('region', { name: 'Health Certificate' });
    expect(within(summary).getByText('Valid', { selector: 'strong' })).toBeInTheDocument();
    expect(within(summary).getByText(application.applicationId)).toBeInTheDocument();
    // No serious axe violation (issue 25 item 5: the e2e accessibility gate's public documents row).
    await expectNoAxeViolations(document.body);
    const form = application.formData;
    for (const secret of [form.email, form.contactNumber, form.street, form.barangay].filter(
      Boolean,
    )) {
      expect(screen.queryByText(String(secret), { exact: false })).not.toBeInTheDocument();
    }
    // the lab results are listed with links to their public pages
    expect(within(summary).getAllByRole('link').length).toBeGreaterThan(0);
    // no printable owner documents for a visitor
    expect(
      screen.queryByRole('heading', { name: 'Digital Health Certificate' }),
    ).not.toBeInTheDocument();
    expect(auth.length).toBeGreaterThan(0);
    expect(auth.every((header) => header === null)).toBe(true);
  });

  it('gives the signed-in owner the printable digital certificate with two QR codes', async () => {
    const { application } = await seededApplication('approved', JUAN, 1);
    signIn(JUAN);
    const { container } = renderAt(`/documents/${application.applicationId}`);
    expect(
      await screen.findByRole('heading', { name: 'Digital Health Certificate' }),
    ).toBeInTheDocument();
    const codes = [...container.querySelectorAll('svg[data-qr-value]')].map((svg) =>
      svg.getAttribute('data-qr-value'),
    );
    expect(codes[0]).toBe(`https://portal.test/qce/documents/${application.applicationId}`);
    expect(codes[1]).toMatch(/^https:\/\/portal\.test\/qce\/laboratory\/\d+\/[A-Z_]+\/.+/);
    expect(screen.getAllByRole('button', { name: 'Print' }).length).toBeGreaterThan(0);
  });

  it('says plainly Expired for a certificate past its expiry, with no session', async () => {
    const { application } = await seededApplication('approved', JUAN, 1);
    server.use(
      http.get(endpointPattern('EXTERNAL_APPLICATION'), () =>
        HttpResponse.json({ data: { data: { ...application, expirationDate: '2020-01-31' } } }),
      ),
    );
    renderAt(`/documents/${application.applicationId}`);
    const summary = await screen.findByRole('region', { name: 'Health Certificate' });
    expect(within(summary).getByText('Expired', { selector: 'strong' })).toBeInTheDocument();
    expect(within(summary).queryByText('Valid', { selector: 'strong' })).not.toBeInTheDocument();
  });

  it.each([
    ['rejected by the head', { status: 'Rejected' }],
    ['not approved yet', { approvedDate: null }],
  ])('never calls a certificate Valid when it was %s', async (_, patch) => {
    const { application } = await seededApplication('approved', JUAN, 1);
    server.use(
      http.get(endpointPattern('EXTERNAL_APPLICATION'), () =>
        HttpResponse.json({ data: { data: { ...application, ...patch } } }),
      ),
    );
    renderAt(`/documents/${application.applicationId}`);
    const summary = await screen.findByRole('region', { name: 'Health Certificate' });
    expect(within(summary).getByText('Not issued', { selector: 'strong' })).toBeInTheDocument();
    expect(
      within(summary).getByText('No certificate has been issued for this application yet.'),
    ).toBeInTheDocument();
    expect(within(summary).queryByText('Valid', { selector: 'strong' })).not.toBeInTheDocument();
    expect(within(summary).queryByText(/Valid until/, { selector: 'p > span' })).toBeNull();
  });

  it("gives a masseur (yellow card) the card's front and back, and a QR to the training document", async () => {
    const { application } = await seededApplication('massagist-approved', MARIA, 1);
    signIn(MARIA);
    const { container } = renderAt(`/documents/${application.applicationId}`);
    const front = await screen.findByRole('article', { name: 'Health Certificate (front)' });
    expect(within(front).getByText('Filipino')).toBeInTheDocument();
    expect(within(front).getByText('Masseur')).toBeInTheDocument();
    const back = screen.getByRole('article', { name: 'Health Certificate (back)' });
    const rows = within(back).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(25);
    // both labs approved: two filled validity rows, the rest blank
    expect(rows.filter((row) => within(row).getAllByRole('cell')[4]?.textContent)).toHaveLength(2);
    const codes = [...container.querySelectorAll('svg[data-qr-value]')].map((svg) =>
      svg.getAttribute('data-qr-value'),
    );
    expect(codes[1]).toMatch(
      new RegExp(`^https://portal\\.test/qce/docs/massagist/${application.applicationId}/\\d+$`),
    );
  });

  it('says the sanitary permit details are not complete yet', async () => {
    const { application } = await seededApplication('sp-permit-incomplete', PEDRO, 2);
    renderAt(`/documents/${application.applicationId}`);
    expect(await screen.findByText(MESSAGES.sanitaryPermit.permitIncomplete)).toBeInTheDocument();
  });

  it('says so when the link points at nothing', async () => {
    renderAt('/documents/999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No document was found for this link.',
    );
  });
});
