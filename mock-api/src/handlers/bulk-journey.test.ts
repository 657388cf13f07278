import { resetMockDb, server } from '../node';
import { exams } from '../seed/exams';
import { call, dataOf, fileForm, PNG_BYTES } from '../testing/client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const LIZA = 'token-liza-104';
interface Applicant {
  applicationId: string;
  status: string;
  formData: Record<string, unknown>;
}

const bulkStep = async (id: number) =>
  dataOf<{ transactionType: string; status: string }[]>(
    await call('GET', `/api/audit/bulk/progress?bulkApplicationId=${id}`, { token: LIZA }),
  ).at(-1);

it('moves a bulk application through validation, one payment, every applicant’s test and the bulk seminar step', async () => {
  resetMockDb('bulk-incomplete');
  const bulkId = 501;
  const applicants = dataOf<{ details: Applicant[] }>(
    await call('GET', `/api/application/bulk/applicants?permitId=1&bulkApplicationId=${bulkId}`, {
      token: LIZA,
    }),
  ).details;
  const incomplete = applicants.find((a) => !a.formData.occupation);
  expect(incomplete).toBeDefined();
  await call('PUT', '/api/application', {
    token: LIZA,
    body: {
      applicationId: incomplete?.applicationId,
      formData: { occupation: 'Cook' },
      permitId: 1,
      userId: '104',
    },
  });
  expect(
    dataOf<unknown[]>(await call('GET', `/api/application/bulk/check/${bulkId}`, { token: LIZA })),
  ).toEqual([]);
  expect(
    (await call('POST', `/api/application/bulk/submit/${bulkId}`, { token: LIZA, body: {} }))
      .status,
  ).toBe(200);
  expect(await bulkStep(bulkId)).toMatchObject({
    transactionType: 'Requirements Validation',
    status: 'IN_PROGRESS',
  });

  await call('POST', `/__staff/bulk/${bulkId}/requirements`, { body: { action: 'complete' } });
  const perApplicant = dataOf<{ detailResponseDtos: unknown[]; totalCount: number }>(
    await call(
      'GET',
      `/api/payment-integration/payment/bulk?bulkApplicationId=${bulkId}&page=1&limit=1000`,
      { token: LIZA },
    ),
  );
  expect(perApplicant.totalCount).toBe(3);

  const upload = await call(
    'POST',
    '/api/file-service/file/upload?refNo=b&requirementsType=paymentValidation&uploader=liza',
    { token: LIZA, form: fileForm('r.png', PNG_BYTES, 'image/png') },
  );
  const imageId = (upload.json.data as { data: { id: string } }).data.id;
  const paid = await call('POST', '/api/payment-integration/payment/submit', {
    token: LIZA,
    body: {
      bulkApplicationId: String(bulkId),
      applicationId: applicants[0]?.applicationId,
      userId: '104',
      paymentDate: '2026-01-02',
      officialReceiptNumber: 'OR-BULK-1',
      referenceNumber: '',
      imageId,
    },
  });
  expect(dataOf<{ status: string }>(paid).status).toBe('Submitted');
  await call('POST', `/__staff/bulk/${bulkId}/payment`, { body: { action: 'validate' } });
  expect(await bulkStep(bulkId)).toMatchObject({
    transactionType: 'HIV Seminar',
    status: 'IN_PROGRESS',
  });

  const key = Object.fromEntries((exams[1]?.questions ?? []).map((q) => [q.question, q.answer]));
  for (const applicant of applicants) {
    const paper = dataOf<{
      examId: string;
      examRefNo: string;
      questionList: { question: string; options: string[] }[];
    }>(
      await call(
        'GET',
        `/api/applicant/exam/application/${applicant.applicationId}/exam/HIV%20Exam/version/PH/questions/10`,
        { token: LIZA },
      ),
    );
    for (const q of paper.questionList) {
      await call(
        'POST',
        `/api/applicant/exam/${paper.examId}/reference/${paper.examRefNo}/answer`,
        {
          token: LIZA,
          body: {
            examId: paper.examId,
            examRefNo: paper.examRefNo,
            question: { ...q, answer: key[q.question] },
          },
        },
      );
    }
    const result = await call(
      'POST',
      `/api/applicant/exam/application/${applicant.applicationId}/reference/${paper.examRefNo}/submit`,
      { token: LIZA, body: {} },
    );
    expect(dataOf<{ pass: boolean }>(result).pass).toBe(true);
  }
  expect(await bulkStep(bulkId)).toMatchObject({
    transactionType: 'Head Approval',
    status: 'IN_PROGRESS',
  });

  await call('POST', `/__staff/bulk/${bulkId}/head-approval`, { body: { action: 'approve' } });
  const bulk = (await call('GET', `/api/application/bulk/${bulkId}`, { token: LIZA })).json
    .data as { data: { status: string } };
  expect(bulk.data.status).toBe('Completed');
});
