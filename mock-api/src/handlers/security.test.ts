/**
 * Issue 23 (items 1, 2, 3, 6): uploads checked by content and served inert, files and records only by their
 * owner, public routes answering only what their pages show, locked records, the /qcs link confirmed by the
 * certificate validation service, and limits on every value (400, never 500).
 */
import { db } from '../db';
import { resetMockDb, server } from '../node';
import { call, dataOf, fileForm, JUAN, PDF_TEXT, PNG_BYTES } from '../testing/client';

const MARIA = 'token-maria-102';
const PEDRO = 'token-pedro-103';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const ORIGIN = 'http://localhost';
const upload = (
  token: string,
  name: string,
  content: string | Uint8Array,
  type: string,
  query: Record<string, string> = {},
) =>
  call(
    'POST',
    `/api/file-service/file/upload?${new URLSearchParams({
      refNo: 'r1',
      requirementsType: '1',
      uploader: 'applicant',
      ...query,
    }).toString()}`,
    { token, form: fileForm(name, content, type) },
  );

const fileIdOf = (res: Awaited<ReturnType<typeof call>>) =>
  (res.json.data as { data: { id: string } }).data.id;

async function createApplication(token: string, first: string): Promise<string> {
  const res = await call('POST', '/api/application', {
    token,
    body: {
      permitId: 1,
      formData: {
        firstName: first,
        lastName: 'Santos',
        email: `${first.toLowerCase()}@example.com`,
        birthDate: '01/02/1990',
        civilStatus: 'Single',
        contactNumber: '09170000000',
        occupation: 'Cook',
        companyName: 'Eatery',
      },
    },
  });
  expect(res.status).toBe(200);
  return dataOf<{ applicationId: string }>(res).applicationId;
}

/** A requirement of the health card track (permit 1) and a health-certificate one (permit 2). */
function requirementIds() {
  const reqs = db().reference.requirements;
  const plain = reqs.find(
    (r) => r.permitId === 1 && !/health certificate/i.test(r.requirementName),
  );
  const hc = reqs.find((r) => /health certificate/i.test(r.requirementName));
  if (!plain || !hc) throw new Error('seed requirements missing');
  return { plain: String(plain.requirementId), hc: String(hc.requirementId) };
}

describe('uploads: type by content, served inert (item 1)', () => {
  beforeEach(() => resetMockDb('fresh'));

  it('refuses an HTML page named receipt.pdf and a Windows program renamed .pdf with the spec message', async () => {
    const html = await upload(
      JUAN,
      'receipt.pdf',
      '<html><script>alert(1)</script></html>',
      'text/html',
    );
    expect(html.status).toBe(400);
    expect(html.json.message).toBe(
      'File type not accepted. Accepted File Types are: png, jpeg, jpg, pdf',
    );
    const exe = await upload(
      JUAN,
      'invoice.pdf',
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
      'application/pdf',
    );
    expect(exe.status).toBe(400);
    const svg = await upload(JUAN, 'id.png', '<svg onload="alert(1)"/>', 'image/png');
    expect(svg.status).toBe(400);
  });

  it('accepts a real PDF whatever type the client claims, and serves it as a download in a sandbox', async () => {
    const res = await upload(JUAN, 'result.pdf', PDF_TEXT, 'text/html');
    expect(res.status).toBe(200);
    const { id: fileId, imageUrl } = (res.json.data as { data: { id: string; imageUrl: string } })
      .data;
    // The id alone (sequential) does not reach the bytes; the URL's random key does.
    expect((await fetch(`${ORIGIN}/api/file-service/file/${fileId}/content`)).status).toBe(404);
    expect(
      (await call('GET', `/api/file-service/file/${fileId}`, { token: 'token-maria-102' })).status,
    ).toBe(403);
    expect((await call('GET', `/api/file-service/file/${fileId}`, { token: null })).status).toBe(
      401,
    );
    expect(
      dataOf<{ imageUrl: string }>(await call('GET', `/api/file-service/file/${fileId}`)),
    ).toEqual({ id: fileId, imageUrl });
    const content = await fetch(`${ORIGIN}${imageUrl}`);
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('application/pdf');
    expect(content.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(content.headers.get('x-content-type-options')).toBe('nosniff');
    expect(content.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  });

  it('accepts only what each upload allows: receipts png/jpeg/jpg, csv/xls/xlsx only for health certificates', async () => {
    const { plain, hc } = requirementIds();
    const receiptPdf = await upload(JUAN, 'receipt.pdf', PDF_TEXT, 'application/pdf', {
      requirementsType: 'paymentValidation',
    });
    expect(receiptPdf.status).toBe(400);
    expect(receiptPdf.json.message).toBe(
      'File type not accepted. Accepted File Types are: png, jpeg, jpg',
    );
    const receiptPng = await upload(JUAN, 'receipt.png', PNG_BYTES, 'image/png', {
      requirementsType: 'paymentValidation',
    });
    expect(receiptPng.status).toBe(200);
    const csv = 'Name,Certificate\nAna,HC-1\n';
    expect((await upload(JUAN, 'hc.csv', csv, 'text/csv', { requirementsType: hc })).status).toBe(
      200,
    );
    expect(
      (await upload(JUAN, 'hc.csv', csv, 'text/csv', { requirementsType: plain })).status,
    ).toBe(400);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
    expect(
      (await upload(JUAN, 'hc.xlsx', zip, 'application/octet-stream', { requirementsType: hc }))
        .status,
    ).toBe(200);
    const htmlCsv = await upload(JUAN, 'hc.csv', '<script>alert(1)</script>', 'text/csv', {
      requirementsType: hc,
    });
    expect(htmlCsv.status).toBe(400);
  });
});

describe('ownership of files and records (item 2)', () => {
  beforeEach(() => resetMockDb('payment-due'));

  it("refuses every reference to Juan's stored file from another applicant with 403", async () => {
    const juanFile = db().files[0];
    if (!juanFile) throw new Error('the scenario stores files');
    const before = { ...juanFile };
    const mariaApp = await createApplication(MARIA, 'Maria');
    const { plain } = requirementIds();
    const attempts = [
      await upload(MARIA, 'id.png', PNG_BYTES, 'image/png', { imageId: String(juanFile.id) }),
      await call('POST', '/api/uploads', {
        token: MARIA,
        body: { applicationId: mariaApp, requirementId: Number(plain), imageId: juanFile.id },
      }),
      await call('PUT', '/api/uploads', {
        token: MARIA,
        body: { applicationId: mariaApp, requirementId: Number(plain), imageId: juanFile.id },
      }),
      await call('POST', '/api/payment-integration/payment/submit', {
        token: MARIA,
        body: {
          applicationId: mariaApp,
          paymentDate: '2026-01-02',
          officialReceiptNumber: 'OR-M-1',
          imageId: juanFile.id,
        },
      }),
      await upload(PEDRO, 'id.png', PNG_BYTES, 'image/png', { imageId: String(juanFile.id) }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
    expect(attempts[0]?.json.message).toMatch(/belongs to another applicant/);
    expect(db().files.find((f) => f.id === juanFile.id)).toEqual(before);
    // the owner may still replace it
    const own = await upload(JUAN, 'id.png', PNG_BYTES, 'image/png', {
      imageId: String(juanFile.id),
    });
    expect(own.status).toBe(200);
  });

  it("refuses another applicant's file on an SP employee certificate", async () => {
    resetMockDb('sp-with-employees');
    const employee = db().spEmployees[0];
    if (!employee) throw new Error('the scenario has employees');
    const owner = db().applications.find((a) => a.applicationId === employee.applicationId);
    const token = db().users.find((u) => u.userId === owner?.userId)?.token ?? '';
    const foreign = await upload(MARIA, 'hc.png', PNG_BYTES, 'image/png');
    const res = await call('POST', '/api/sanitary-permit/employees/certificate', {
      token,
      body: {
        applicationId: employee.applicationId,
        employeeId: employee.employeeId,
        imageId: fileIdOf(foreign),
        requirementId: 1,
      },
    });
    expect(res.status).toBe(403);
  });
});

describe('public routes answer only what their pages show (item 3)', () => {
  beforeEach(() => resetMockDb('approved'));

  it('the external application carries no contact details, birth date, exam result or receipt number', async () => {
    const app = db().applications[0];
    if (!app) throw new Error('approved scenario');
    const res = await call('GET', `/api/application/external/${app.applicationId}`, {
      token: null,
    });
    expect(res.status).toBe(200);
    const body = JSON.stringify(res.json);
    for (const secret of [
      app.formData.birthDate,
      app.formData.email,
      app.formData.contactNumber,
      app.formData.street,
      app.formData.barangay,
      'OR-',
    ])
      expect(body).not.toContain(String(secret));
    expect(body).not.toContain('examResult');
    const record = (res.json.data as { data: Record<string, unknown> }).data;
    expect(Object.keys(record.formData as object).sort()).toEqual(
      ['companyName', 'firstName', 'lastName', 'middleName', 'occupation'].filter(
        (k) => (record.formData as Record<string, unknown>)[k] !== undefined,
      ),
    );
    expect(record.certificateNumber).toBe(app.certificateNumber);
  });

  it('the public lab answers leave out contact details, and the lab list only what its table shows', async () => {
    const lab = db().laboratories[0];
    if (!lab) throw new Error('approved scenario has labs');
    const one = await call('GET', `/api/laboratory/external/${lab.laboratoryId}`, { token: null });
    expect(one.status).toBe(200);
    const formData = (one.json.data as { data: { formData: Record<string, unknown> } }).data
      .formData;
    expect(formData.address).toBeUndefined();
    expect(formData.contactNumber).toBeUndefined();
    const list = await call(
      'GET',
      `/api/laboratory/external/${lab.applicationId}/type/${lab.labType}`,
      { token: null },
    );
    const rows = (list.json.data as { data: { formData: Record<string, unknown> }[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row.formData)).toEqual(['labNo']);
    const uploads = await call('GET', `/api/uploads/external?applicationId=${lab.applicationId}`, {
      token: null,
    });
    for (const u of uploads.json.data as { imageId: string }[]) expect(u.imageId).toBe('');
  });

  it('refuses a changed first name in a completed application (both update routes), not the same values', async () => {
    const app = db().applications[0];
    if (!app) throw new Error('approved scenario');
    const changed = { ...app.formData, firstName: 'Forged' };
    const put = await call('PUT', '/api/application', {
      body: { applicationId: app.applicationId, formData: changed },
    });
    expect(put.status).toBe(409);
    expect(put.json.message).toMatch(/can no longer be changed/);
    const external = await call(
      'PUT',
      `/api/internal-integrator/application/external/oubpas?applicationId=${app.applicationId}`,
      { body: { applicationId: app.applicationId, formData: changed } },
    );
    expect(external.status).toBe(409);
    expect(db().applications[0]?.formData.firstName).toBe(app.formData.firstName);
    const same = await call('PUT', '/api/application', {
      body: { applicationId: app.applicationId, formData: { firstName: app.formData.firstName } },
    });
    expect(same.status).toBe(200);
    // What the API showed, sent back as the client does (ids as strings), changes nothing.
    const shown = await call('GET', `/api/application/${app.applicationId}`);
    const dtoForm = (shown.json.data as { data: { formData: Record<string, unknown> } }).data
      .formData;
    expect(
      (
        await call('PUT', '/api/application', {
          body: { applicationId: String(app.applicationId), formData: dtoForm },
        })
      ).status,
    ).toBe(200);
  });

  it("a bulk part under review may send back its form as shown (with its bulk's details), not change it", async () => {
    resetMockDb('bulk-part');
    const part = db().applications.find(
      (a) => a.classification === 'BULK_INDIVIDUAL' && a.userId === 106,
    );
    if (!part) throw new Error('bulk-part scenario: Rosa has a bulk part');
    const rosa = 'token-rosa-106';
    const shown = await call('GET', `/api/application/${part.applicationId}`, { token: rosa });
    const dtoForm = (shown.json.data as { data: { formData: Record<string, unknown> } }).data
      .formData;
    const put = (formData: Record<string, unknown>) =>
      call('PUT', '/api/application', {
        token: rosa,
        body: { applicationId: String(part.applicationId), formData },
      });
    expect((await put(dtoForm)).status).toBe(200);
    expect((await put({ ...dtoForm, lastName: 'Changed' })).status).toBe(409);
  });

  it('the certificate validation service confirms only the values of an issued certificate', async () => {
    const app = db().applications[0];
    if (!app) throw new Error('approved scenario');
    const name = [app.formData.firstName, app.formData.middleName, app.formData.lastName]
      .filter(Boolean)
      .join(' ');
    const check = (ecs: string) =>
      call('POST', '/api/certificate-validation/ecs', { token: null, body: { ecs } });
    const valid = await check(`${app.certificateNumber},${name}`);
    expect(valid.json).toEqual({
      message: 'Valid',
      data: { parts: [String(app.certificateNumber), name] },
    });
    for (const forged of [
      `${app.certificateNumber},Maria Santos`,
      `HC-2026-000123,${name}`,
      `${app.certificateNumber},${name},12/31/2099`,
    ])
      expect((await check(forged)).json).toEqual({ message: 'Not Found', data: null });
  });
});

describe('limits on every value: 400 with a clear message, never 500 (item 6)', () => {
  beforeEach(() => resetMockDb('fresh'));

  it('refuses a 1 MB form field, a null list entry, numbers out of range and long query values', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const form = await call('POST', '/api/application', {
      body: { permitId: 1, formData: { firstName: big } },
    });
    expect(form.status).toBe(400);
    expect(form.json.message).toBe(
      'formData.firstName is too long: at most 200 characters are accepted.',
    );
    const address = await call('POST', '/api/application', {
      body: { permitId: 2, formData: { address: 'a'.repeat(1001) } },
    });
    expect(address.status).toBe(400);
    const nullEntry = await call('POST', '/api/payment-integration/payment/recurring', {
      body: { applicationId: 1001, detailRequestDtos: [null] },
    });
    expect(nullEntry.status).toBe(400);
    expect(nullEntry.json.message).toBe('detailRequestDtos[0] must be an object, not null.');
    const huge = await call('POST', '/api/application', {
      raw: '{"permitId":2,"formData":{"employeeNum":1e308}}',
    });
    expect(huge.status).toBe(400);
    expect(huge.json.message).toMatch(/employeeNum must be a number from 0 to/);
    const query = await call('GET', `/api/application?firstName=${'q'.repeat(2000)}`);
    expect(query.status).toBe(400);
  });

  it('keeps answering after the clock was pushed to 1e308 minutes', async () => {
    db().clockOffsetMinutes = 1e308;
    const created = await createApplication(JUAN, 'Clocky');
    expect(created).toBeTruthy();
    const audit = await call('GET', `/api/audit/progress?applicationId=${created}`);
    expect(audit.status).toBe(200);
  });
});
