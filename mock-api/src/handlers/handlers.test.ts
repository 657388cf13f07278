import { endpointNames } from '@qce/domain/api';
import { coveredEndpoints } from './index';
import { resetMockDb, server } from '../node';
import { call, csvForm, dataOf, fileForm, JUAN, PNG_BYTES, ROSA } from '../testing/client';
import { exams } from '../seed/exams';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb('fresh'));
afterAll(() => server.close());

interface App {
  applicationId: string;
  status: string;
  formData: Record<string, unknown>;
}
interface Audit {
  transactionType: string;
  status: string;
}

const ihcForm = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Aquino',
  email: 'rosa.aquino@example.com',
  birthDate: '09/12/1995',
  civilStatus: 'Single',
  contactNumber: '09171234567',
  occupation: 'Cook',
  companyName: 'Rosa Eatery',
  classification: 'INDIVIDUAL',
  industryId: 1,
  subIndustryId: 11,
  applicationTypeId: 1,
  ...extra,
});

async function createRosaApplication(extra: Record<string, unknown> = {}): Promise<App> {
  const created = await call('POST', '/api/application', {
    token: ROSA,
    body: { formData: ihcForm(extra), userId: '106', permitId: 1 },
  });
  expect(created.status).toBe(200);
  return dataOf<App>(created);
}

async function uploadFile(token: string, name = 'id.png'): Promise<string> {
  const form = fileForm(name, PNG_BYTES, 'image/png');
  const res = await call(
    'POST',
    '/api/file-service/file/upload?refNo=r1&requirementsType=1&uploader=rosa',
    { token, form },
  );
  expect(res.status).toBe(200);
  return (res.json.data as { data: { id: string } }).data.id;
}

async function audit(applicationId: string, token = ROSA): Promise<Audit[]> {
  return dataOf<Audit[]>(
    await call('GET', `/api/audit/progress?applicationId=${applicationId}`, { token }),
  );
}

describe('coverage and access', () => {
  it('has a handler for every entry of the endpoint table', () => {
    expect([...coveredEndpoints].sort()).toEqual([...endpointNames].sort());
  });

  it('answers 401 without a valid bearer token', async () => {
    expect((await call('GET', '/api/application?permitId=1', { token: null })).status).toBe(401);
    const bad = await call('GET', '/api/lookup', { token: 'nope' });
    expect(bad.status).toBe(401);
    expect(bad.json.message).toMatch(/token/);
  });

  it('serves the public endpoints without a token', async () => {
    const maintenance = await call('GET', '/api/maintenance-service/maintenance', { token: null });
    expect(maintenance.status).toBe(200);
    expect(dataOf<{ active: boolean }>(maintenance).active).toBe(false);
  });

  it('answers unknown ids, bad ids and malformed bodies with 4xx { code, message }', async () => {
    const unknown = await call('GET', '/api/application/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ code: 404, message: expect.stringContaining('999999') });
    expect((await call('GET', '/api/application/abc')).status).toBe(400);
    const malformed = await call('POST', '/api/application', { raw: '{not json' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/Malformed/);
    expect((await call('POST', '/api/application', { body: { permitId: 1 } })).json.message).toBe(
      'formData is required.',
    );
    expect((await call('GET', '/api/lookup/info/77')).status).toBe(404);
    expect((await call('POST', '/api/training/participant', { body: [] })).status).toBe(400);
  });

  it('refuses another applicant’s application with 403', async () => {
    const app = await createRosaApplication();
    expect(
      (await call('GET', `/api/application/${app.applicationId}`, { token: JUAN })).status,
    ).toBe(403);
  });
});

describe('reference data', () => {
  it('serves lookups, permits, industries, types, business lines and the privacy policy', async () => {
    const occupations = dataOf<{ value: string }[]>(await call('GET', '/api/lookup/info/6'));
    expect(occupations.map((o) => o.value)).toContain('Masseur');
    const permits = (await call('GET', '/api/permit')).json.data as {
      data: { permitId: number; type: string }[];
    };
    expect(permits.data).toEqual(expect.arrayContaining([{ permitId: 2, type: 'WAL' }]));
    const industries = dataOf<{ industryName: string }[]>(await call('GET', '/api/industry'));
    expect(industries.some((i) => /food/i.test(i.industryName))).toBe(true);
    expect(industries.some((i) => !/food/i.test(i.industryName))).toBe(true);
    const types = dataOf<{ value: string }[]>(await call('GET', '/api/application-type'));
    expect(types.map((t) => t.value)).toEqual(
      expect.arrayContaining(['Amendment of Business', 'Retirement of Business']),
    );
    expect(
      dataOf<unknown[]>(await call('GET', '/api/business-line?subIndustryId=11')).length,
    ).toBeGreaterThan(0);
    expect((await call('GET', '/api/business-line?subIndustryId=x')).status).toBe(400);
    expect(dataOf<{ content: string }>(await call('GET', '/api/privacy-policy')).content).toMatch(
      /<h2>/,
    );
    const user = dataOf<{ email: string }>(
      await call('GET', '/api/internal-integrator/user/101/details'),
    );
    expect(user.email).toBe('juan.delacruz@example.com');
    expect((await call('GET', '/api/internal-integrator/user/102/details')).status).toBe(401);
  });
});

describe('application rules', () => {
  it('blocks a second ongoing application for the same person and permit', async () => {
    const app = await createRosaApplication();
    const exist = await call(
      'GET',
      '/api/application/exist?permitId=1&email=rosa.aquino@example.com&firstName=Rosa&lastName=Aquino',
      { token: ROSA },
    );
    expect(dataOf<string[]>(exist)).toEqual([app.applicationId]);
    const again = await call('POST', '/api/application', {
      token: ROSA,
      body: { formData: ihcForm(), userId: '106', permitId: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain(app.applicationId);
  });

  it('walks the journey: submit, validation, payment (OR reuse 4037), exam with 30-minute retry, head approval', async () => {
    const app = await createRosaApplication();
    expect((await audit(app.applicationId)).map((a) => `${a.transactionType}:${a.status}`)).toEqual(
      ['Application Form:COMPLETED', 'Upload Requirements:IN_PROGRESS'],
    );
    const imageId = await uploadFile(ROSA);
    const upload = await call('POST', '/api/uploads', {
      token: ROSA,
      body: { applicationId: app.applicationId, imageId, requirementId: 1, userId: '106' },
    });
    expect(upload.status).toBe(200);
    expect(dataOf<{ uploadId: string }>(upload).uploadId).toBeTruthy();

    const submitted = await call('POST', '/api/application/submit', {
      token: ROSA,
      body: { applicationId: app.applicationId, formData: {}, userId: '106' },
    });
    expect(dataOf<App>(submitted).status).toBe('For Review');
    expect((await audit(app.applicationId)).at(-1)).toMatchObject({
      transactionType: 'Requirements Validation',
      status: 'IN_PROGRESS',
    });
    expect(
      (
        await call('POST', '/api/uploads', {
          token: ROSA,
          body: { applicationId: app.applicationId, imageId, requirementId: 2, userId: '106' },
        })
      ).status,
    ).toBe(409);

    await call('POST', `/__staff/applications/${app.applicationId}/requirements`, {
      body: { action: 'requires-update', remarks: 'Blurred', requirementIds: [1] },
    });
    const reloaded = (await call('GET', `/api/application/${app.applicationId}`, { token: ROSA }))
      .json.data as { data: App };
    expect(reloaded.data.status).toBe('Requires Update');
    await call('PUT', '/api/uploads', {
      token: ROSA,
      body: { applicationId: app.applicationId, imageId, requirementId: 1, userId: '106' },
    });
    await call('POST', '/api/application/submit', {
      token: ROSA,
      body: { applicationId: app.applicationId, formData: {}, userId: '106' },
    });
    await call('POST', `/__staff/applications/${app.applicationId}/requirements`, {
      body: { action: 'complete' },
    });

    const payments = dataOf<{ refNum: string; status: string; total: number }[]>(
      await call('GET', `/api/payment-integration/payment?applicationId=${app.applicationId}`, {
        token: ROSA,
      }),
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]?.status).toBe('For Review');
    const receipt = await uploadFile(ROSA, 'receipt.png');
    const pay = (token: string, applicationId: string, imageId2: string) =>
      call('POST', '/api/payment-integration/payment/submit', {
        token,
        body: {
          applicationId,
          userId: '1',
          paymentDate: '2026-01-05',
          officialReceiptNumber: 'OR-777',
          referenceNumber: '',
          imageId: imageId2,
        },
      });
    expect((await pay(ROSA, app.applicationId, receipt)).status).toBe(200);

    // Another applicant reusing the OR number gets 4037.
    resetMockDb('payment-due');
    await call('POST', '/__staff/reset', { body: { scenario: 'payment-due' } });
    const juanApp = dataOf<{ details: App[] }>(await call('GET', '/api/application?permitId=1'))
      .details[0] as App;
    const juanPayment = dataOf<{ status: string }[]>(
      await call('GET', `/api/payment-integration/payment?applicationId=${juanApp.applicationId}`),
    );
    expect(juanPayment[0]?.status).toBe('For Review');
    const juanReceipt = await uploadFile(JUAN, 'r.png');
    const rosa = await createRosaApplication();
    await call('POST', `/__staff/applications/${rosa.applicationId}/payment`, {
      body: { action: 'issue-order' },
    });
    const rosaReceipt = await uploadFile(ROSA, 'r.png');
    expect((await pay(JUAN, juanApp.applicationId, juanReceipt)).status).toBe(200);
    const reused = await pay(ROSA, rosa.applicationId, rosaReceipt);
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({
      code: 4037,
      message: 'Official receipt number already used in another application.',
    });

    // Payment validated -> HIV Seminar; the exam is scored against the key.
    await call('POST', `/__staff/applications/${juanApp.applicationId}/payment`, {
      body: { action: 'validate' },
    });
    expect((await audit(juanApp.applicationId, JUAN)).at(-1)).toMatchObject({
      transactionType: 'HIV Seminar',
      status: 'IN_PROGRESS',
    });
    const key = Object.fromEntries((exams[0]?.questions ?? []).map((q) => [q.question, q]));
    const take = async (correct: boolean) => {
      const paper = dataOf<{
        examId: string;
        examRefNo: string;
        questionList: { question: string; options: string[]; answer?: string }[];
      }>(
        await call(
          'GET',
          `/api/applicant/exam/application/${juanApp.applicationId}/exam/HIV%20Exam/version/EN/questions/10`,
        ),
      );
      expect(paper.questionList).toHaveLength(10);
      for (const q of paper.questionList) {
        const right = key[q.question]?.answer ?? '';
        const answer = correct ? right : (q.options.find((o) => o !== right) ?? right);
        const saved = await call(
          'POST',
          `/api/applicant/exam/${paper.examId}/reference/${paper.examRefNo}/answer`,
          {
            body: { examId: paper.examId, examRefNo: paper.examRefNo, question: { ...q, answer } },
          },
        );
        expect(saved.status).toBe(200);
      }
      return dataOf<{ pass: boolean; totalCorrect: number; totalQuestions: number }>(
        await call(
          'POST',
          `/api/applicant/exam/application/${juanApp.applicationId}/reference/${paper.examRefNo}/submit`,
          { body: {} },
        ),
      );
    };
    expect(await take(false)).toEqual({ pass: false, totalCorrect: 0, totalQuestions: 10 });
    const tooSoon = await call(
      'GET',
      `/api/applicant/exam/application/${juanApp.applicationId}/exam/HIV%20Exam/version/EN/questions/10`,
    );
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.json.message).toMatch(/Sorry. try again after 30 mins./);
    await call('POST', '/__staff/clock', { body: { advanceMinutes: 31 } });
    expect(await take(true)).toEqual({ pass: true, totalCorrect: 10, totalQuestions: 10 });
    expect((await audit(juanApp.applicationId, JUAN)).at(-1)).toMatchObject({
      transactionType: 'Head Approval',
      status: 'IN_PROGRESS',
    });

    await call('POST', `/__staff/applications/${juanApp.applicationId}/head-approval`, {
      body: { action: 'approve' },
    });
    const approved = (await call('GET', `/api/application/${juanApp.applicationId}`)).json.data as {
      data: App & { certificateNumber?: string; expirationDate?: string };
    };
    expect(approved.data.status).toBe('Completed');
    expect(approved.data.certificateNumber).toBeTruthy();
    expect(approved.data.expirationDate).toBeTruthy();
    expect((await audit(juanApp.applicationId, JUAN)).at(-1)).toMatchObject({
      transactionType: 'Head Approval',
      status: 'COMPLETED',
    });
  });

  it('discards a Draft application only', async () => {
    const app = await createRosaApplication();
    expect(
      (
        await call('POST', `/api/application/discard/${app.applicationId}`, {
          token: ROSA,
          body: {},
        })
      ).status,
    ).toBe(200);
    const after = (await call('GET', `/api/application/${app.applicationId}`, { token: ROSA })).json
      .data as { data: App };
    expect(after.data.status).toBe('Discard');
    expect(
      (
        await call('POST', `/api/application/discard/${app.applicationId}`, {
          token: ROSA,
          body: {},
        })
      ).status,
    ).toBe(409);
  });

  it('locks the upload source once chosen', async () => {
    const app = await createRosaApplication();
    const put = (isInternal: boolean) =>
      call('PUT', '/api/application', {
        token: ROSA,
        body: {
          applicationId: app.applicationId,
          formData: { isInternal },
          permitId: 1,
          userId: '106',
        },
      });
    expect((await put(true)).status).toBe(200);
    expect((await put(false)).status).toBe(409);
  });
});

describe('bulk', () => {
  const LIZA = 'token-liza-104';
  const bulkBody = {
    companyName: 'Co',
    companyAddress: 'Addr',
    email: 'liza.mendoza@example.com',
    firstName: 'Liza',
    lastName: 'Mendoza',
    formData: { industryId: 1 },
    permitId: 1,
  };

  it('uploads a CSV, reports duplicates, checks and submits, and discards', async () => {
    const bulk = dataOf<{ bulkApplicationId: string }>(
      await call('POST', '/api/application/bulk', { token: LIZA, body: bulkBody }),
    );
    const id = bulk.bulkApplicationId;
    expect(
      (await call('POST', `/api/application/bulk/submit/${id}`, { token: LIZA, body: {} })).json
        .message,
    ).toBe('No applicants have been uploaded yet.');
    const csv = [
      'Email,First Name,Last Name,Date of Birth,Gender,Occupation,Nationality,City',
      'a@example.com,Ann,Lee,01/01/1990,Female,Cook,Philippines,Manila',
      'a@example.com,Ann,Lee,01/01/1990,Female,Cook,Philippines,Manila',
      'b@example.com,Ben,Ong,02/02/1991,Male,,Philippines,Manila',
    ].join('\n');
    const upload = await call(
      'POST',
      `/api/application/bulk/applicants/upload?permitId=1&bulkApplicationId=${id}`,
      { token: LIZA, form: csvForm('people.csv', csv) },
    );
    expect(upload.json.message ?? upload.status).toBe(200);
    expect(
      dataOf<{ duplicateApplication: { email: string }[] }>(upload).duplicateApplication,
    ).toEqual([expect.objectContaining({ email: 'a@example.com' })]);
    const again = await call(
      'POST',
      `/api/application/bulk/applicants/upload?permitId=1&bulkApplicationId=${id}`,
      { token: LIZA, form: csvForm('people.csv', csv) },
    );
    expect(dataOf<{ duplicateApplication: unknown[] }>(again).duplicateApplication).toHaveLength(3);
    expect(
      (
        await call(
          'POST',
          `/api/application/bulk/applicants/upload?permitId=1&bulkApplicationId=${id}`,
          { token: LIZA, form: csvForm('people.txt', 'x', 'text/plain') },
        )
      ).json.message,
    ).toBe('Please upload a CSV file');
    const list = dataOf<{ totalCount: number }>(
      await call('GET', `/api/application/bulk/applicants?permitId=1&bulkApplicationId=${id}`, {
        token: LIZA,
      }),
    );
    expect(list.totalCount).toBe(2);
    const incomplete = dataOf<{ formData: { email: string } }[]>(
      await call('GET', `/api/application/bulk/check/${id}`, { token: LIZA }),
    );
    expect(incomplete.map((a) => a.formData.email)).toEqual(['b@example.com']);
    const submit = await call('POST', `/api/application/bulk/submit/${id}`, {
      token: LIZA,
      body: {},
    });
    expect(submit.status).toBe(400);
    expect(submit.json.message).toMatch(/Incomplete applications detected/);
    expect(
      (await call('DELETE', `/api/application/bulk/discard/${id}`, { token: LIZA })).status,
    ).toBe(200);
    const discarded = (await call('GET', `/api/application/bulk/${id}`, { token: LIZA })).json
      .data as { data: { status: string } };
    expect(discarded.data.status).toBe('Discard');
  });
});

describe('training', () => {
  it('refuses past, full and double registrations with 4032 and accepts an open session', async () => {
    resetMockDb('massagist-training');
    const MARIA = 'token-maria-102';
    const app = dataOf<{ details: App[] }>(
      await call('GET', '/api/application?permitId=1', { token: MARIA }),
    ).details[0] as App;
    const sessions = dataOf<{ details: { trainingSessionId: number }[] }>(
      await call('GET', '/api/training/session?page=0&size=999999&sort=createdDate,desc', {
        token: MARIA,
      }),
    );
    expect(sessions.details).toHaveLength(4);
    const register = (trainingSessionId: number) =>
      call('POST', '/api/training/participant', {
        token: MARIA,
        body: {
          applicationId: app.applicationId,
          trainingSessionId,
          firstName: 'Maria',
          lastName: 'Santos',
          birthDate: '11/02/1985',
          gender: 'Female',
          permitId: 1,
          userId: '102',
          emailAddress: 'm@example.com',
        },
      });
    expect((await register(1)).json.code).toBe(4032);
    expect((await register(2)).json.code).toBe(4032);
    expect((await register(3)).status).toBe(200);
    expect((await register(4)).json.code).toBe(4032);
    await call('POST', '/__staff/training/3/attendance', {
      body: { applicationId: Number(app.applicationId), completed: true },
    });
    const attendance = dataOf<{ details: { trainingSessionCompletedDate?: string }[] }>(
      await call('GET', `/api/training/participant?applicationId=${app.applicationId}`, {
        token: MARIA,
      }),
    );
    expect(attendance.details[0]?.trainingSessionCompletedDate).toBeTruthy();
  });
});

describe('recurring', () => {
  it('validates an OR number only for a valid pair and creates a follow-up request', async () => {
    resetMockDb('shl-wal-eligible');
    const app = dataOf<{ details: App[] }>(
      await call('GET', '/api/application?permitId=1&socialHygieneCompleted=true&status=Completed'),
    ).details[0] as App;
    const payments = dataOf<{ officialReceiptNumber: string }[]>(
      await call('GET', `/api/payment-integration/payment?applicationId=${app.applicationId}`),
    );
    const or = payments[0]?.officialReceiptNumber ?? '';
    expect(
      (
        await call('POST', '/api/payment-integration/payment/validate', {
          body: { applicationId: app.applicationId, officialReceiptNumber: or },
        })
      ).status,
    ).toBe(200);
    const wrong = await call('POST', '/api/payment-integration/payment/validate', {
      body: { applicationId: app.applicationId, officialReceiptNumber: 'OR-NOPE' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/OR-NOPE/);
    const request = await call('POST', '/api/payment-integration/payment/recurring', {
      body: {
        applicationId: app.applicationId,
        peso: false,
        detailRequestDtos: [
          {
            orderOfPaymentId: 4,
            price: 120,
            laboratory: true,
            socialHygiene: true,
            waterAnalysis: false,
          },
        ],
      },
    });
    expect(request.status).toBe(200);
    expect(dataOf<{ total: number }>(request).total).toBe(120);
    const followUps = dataOf<{ details: App[] }>(
      await call(
        'GET',
        '/api/application?permitId=1&page=1&limit=60&socialHygieneCompleted=true&recurring=true',
      ),
    ).details;
    expect(followUps).toHaveLength(1);
    expect(followUps[0]?.status).toBe('Submitted');
    const bases = dataOf<{ details: App[] }>(
      await call(
        'GET',
        '/api/application?permitId=1&page=1&limit=60&socialHygieneCompleted=true&status=Completed',
      ),
    ).details;
    expect(bases.map((a) => a.applicationId)).toEqual([app.applicationId]);
    const followUpId = followUps[0]?.applicationId ?? '';
    await call('POST', `/__staff/applications/${followUpId}/payment`, {
      body: { action: 'validate' },
    });
    await call('POST', `/__staff/applications/${followUpId}/laboratory`, {
      body: { labType: 'SOCIAL_HYGIENE', status: 'Completed' },
    });
    const steps = (await audit(followUpId, JUAN)).map((a) => `${a.transactionType}:${a.status}`);
    expect(steps).toEqual([
      'Recurring Payment:COMPLETED',
      'Recurring Laboratory:COMPLETED',
      'Recurring Certificate:COMPLETED',
    ]);
  });

  it('returns an e-payment URL for an open order', async () => {
    resetMockDb('payment-due');
    const app = dataOf<{ details: App[] }>(await call('GET', '/api/application?permitId=1'))
      .details[0] as App;
    const payment = dataOf<{ refNum: string; total: number }[]>(
      await call('GET', `/api/payment-integration/payment?applicationId=${app.applicationId}`),
    )[0];
    const res = await call('POST', '/api/e-payment/online-payment/request', {
      body: {
        userId: '101',
        refNum: payment?.refNum,
        total: payment?.total,
        username: 'juan',
        billNumber: 'B-1',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.epaymentUrl).toMatch(/^\/__staff\/e-payment\?refNum=/);
  });
});

describe('sanitary permit employees', () => {
  it('adds, validates and reports certificate status per employee', async () => {
    resetMockDb('sp-with-employees');
    const PEDRO = 'token-pedro-103';
    const app = dataOf<{ details: App[] }>(
      await call('GET', '/api/application?permitId=2', { token: PEDRO }),
    ).details[0] as App;
    const page = dataOf<{
      details: { employeeId: string; status: string }[];
      allHealthCertUploaded: boolean;
    }>(
      await call('GET', `/api/sanitary-permit/employees?applicationId=${app.applicationId}`, {
        token: PEDRO,
      }),
    );
    expect(page.details.map((e) => e.status)).toEqual(['Completed', 'For Review', 'For Review']);
    expect(page.allHealthCertUploaded).toBe(true);
    const missing = await call('POST', '/api/sanitary-permit/employees', {
      token: PEDRO,
      body: {
        applicationId: app.applicationId,
        firstName: 'X',
        lastName: '',
        employeeEmail: 'x@example.com',
        birthDate: '01/01/1990',
      },
    });
    expect(missing.json.message).toBe('Last Name is required. Value should not be empty.');
    const future = await call('POST', '/api/sanitary-permit/employees', {
      token: PEDRO,
      body: {
        applicationId: app.applicationId,
        firstName: 'X',
        lastName: 'Y',
        employeeEmail: 'x@example.com',
        birthDate: '01/01/2999',
      },
    });
    expect(future.status).toBe(400);
    const added = await call('POST', '/api/sanitary-permit/employees', {
      token: PEDRO,
      body: {
        applicationId: app.applicationId,
        firstName: 'X',
        lastName: 'Y',
        employeeEmail: 'x@example.com',
        birthDate: '01/01/1990',
      },
    });
    expect(dataOf<{ status: string }>(added).status).toBe('In Progress');
    const submit = await call('POST', '/api/application/submit', {
      token: PEDRO,
      body: { applicationId: app.applicationId, formData: {}, userId: '103' },
    });
    expect(submit.status).toBe(400);
    expect(submit.json.message).toMatch(/Uploaded employees doesn't match/);
    await call(
      'DELETE',
      `/api/sanitary-permit/employees/${dataOf<{ employeeId: string }>(added).employeeId}`,
      { token: PEDRO },
    );
    const ok = await call('POST', '/api/application/submit', {
      token: PEDRO,
      body: { applicationId: app.applicationId, formData: {}, userId: '103' },
    });
    expect(dataOf<App>(ok).status).toBe('For Review');
  });

  it('refuses sanitary permit employee counts that do not add up', async () => {
    const form = {
      establishmentName: 'Shop',
      address: 'Addr',
      ownerName: 'Rosa',
      mayorPermitNo: 'MP-1',
      type: 'New',
      employeeNum: 4,
      employeeNumWithHC: 1,
      employeeNumWithoutHC: 2,
    };
    const res = await call('POST', '/api/application', {
      token: ROSA,
      body: { formData: form, userId: '106', permitId: 2 },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Not enough employees with Health Certificate/);
    const exempt = await call('POST', '/api/application', {
      token: ROSA,
      body: { formData: { ...form, type: 'Retirement of Business' }, userId: '106', permitId: 2 },
    });
    expect(exempt.status).toBe(200);
  });
});

describe('fault injection', () => {
  it('fails a named endpoint for the given number of calls, then recovers', async () => {
    await call('POST', '/__staff/faults', { body: { endpoint: 'LOOKUP', mode: '500', times: 1 } });
    expect((await call('GET', '/api/lookup')).status).toBe(500);
    expect((await call('GET', '/api/lookup')).status).toBe(200);
  });

  it('fails by path pattern at the network level until cleared', async () => {
    await call('POST', '/__staff/faults', {
      body: { endpoint: '/api/industry*', mode: 'network' },
    });
    await expect(call('GET', '/api/industry')).rejects.toThrow();
    await call('DELETE', '/__staff/faults');
    expect((await call('GET', '/api/industry')).status).toBe(200);
  });

  it('rejects an unknown mode', async () => {
    expect(
      (await call('POST', '/__staff/faults', { body: { endpoint: 'LOOKUP', mode: 'boom' } }))
        .status,
    ).toBe(400);
  });
});
