import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { NodeFile } from '../testing-file';
import { ENDPOINTS, type EndpointName } from '@qce/domain/api';
import { defaultRuntimeConfig } from '../../config/runtime-config';
import * as api from '../index';

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

let seen: Seen[] = [];
const server = setupServer(
  http.all('*', async ({ request }) => {
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('json')
      ? ((await request.json()) as unknown)
      : type
        ? 'multipart'
        : undefined;
    seen.push({ method: request.method, url: new URL(request.url), body });
    return HttpResponse.json({
      data: { data: [], details: [], totalCount: 0 },
      epaymentUrl: 'https://pay',
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen = [];
});
afterAll(() => server.close());

const urlOf = (name: EndpointName, path: string) =>
  `${defaultRuntimeConfig.services[ENDPOINTS[name].service]}${path}`;

const cases: Array<[string, () => Promise<unknown>, EndpointName, string]> = [
  [
    'getApplications',
    () => api.getApplications({ email: 'a@b.c', page: 1, limit: 5, permitId: 1 }),
    'APPLICATION',
    '/application',
  ],
  [
    'getApplicationById',
    () => api.getApplicationById('A1'),
    'APPLICATION_BY_ID',
    '/application/A1',
  ],
  [
    'checkExistingApplications',
    () => api.checkExistingApplications({ permitId: 1, email: 'x' }),
    'APPLICATION_EXIST',
    '/application/exist',
  ],
  [
    'discardApplication',
    () => api.discardApplication('A1'),
    'APPLICATION_DISCARD',
    '/application/discard/A1',
  ],
  [
    'discardBulkApplication',
    () => api.discardBulkApplication('B1'),
    'BULK_DISCARD',
    '/application/bulk/discard/B1',
  ],
  [
    'submitBulkApplication',
    () => api.submitBulkApplication('B1'),
    'BULK_SUBMIT',
    '/application/bulk/submit/B1',
  ],
  [
    'getBulkAuditProgress',
    () => api.getBulkAuditProgress('B1'),
    'AUDIT_BULK_PROGRESS',
    '/audit/bulk/progress',
  ],
  [
    'deleteSpEmployee',
    () => api.deleteSpEmployee('E1'),
    'SP_EMPLOYEE_DELETE',
    '/sanitary-permit/employees/E1',
  ],
  ['getLookupInfo', () => api.getLookupInfo(4), 'LOOKUP_INFO', '/lookup/info/4'],
  [
    'getExamQuestions',
    () => api.getExamQuestions({ applicationId: 'A1', examName: 'HIV Exam', version: 'PH' }),
    'EXAM_QUESTIONS',
    '/applicant/exam/application/A1/exam/HIV%20Exam/version/PH/questions/10',
  ],
  [
    'validateHealthCertificate',
    () => api.validateHealthCertificate({ occupationalPermitNo: 'X', birthDate: '01/01/2000' }),
    'HEALTH_CERT_V2',
    '/health-cert-v2',
  ],
  [
    'getTrainingSession',
    () => api.getTrainingSession(7),
    'TRAINING_SESSION',
    '/training/session/7',
  ],
  [
    'getExternalTrainingSession',
    () => api.getExternalTrainingSession(7),
    'TRAINING_SESSION_EXTERNAL',
    '/training-sessions/external/7',
  ],
  [
    'getLaboratory',
    () => api.getLaboratory('A1', 'SOCIAL_HYGIENE'),
    'LABORATORY',
    '/laboratory/A1/type/SOCIAL_HYGIENE',
  ],
  [
    'getExternalLaboratoryById',
    () => api.getExternalLaboratoryById('L1'),
    'LABORATORY_EXTERNAL_BY_ID',
    '/laboratory/external/L1',
  ],
  [
    'getBulkPayments',
    () => api.getBulkPayments({ bulkApplicationId: 'B1', page: 1, limit: 1000 }),
    'BULK_PAYMENTS',
    '/payment/bulk',
  ],
  [
    'postOrderOfPaymentItems',
    () => api.postOrderOfPaymentItems(2),
    'ORDER_OF_PAYMENT_ITEMS_POST',
    '/order-of-payment/items',
  ],
  ['getMaintenance', () => api.getMaintenance(), 'MAINTENANCE', '/maintenance'],
  ['getUserDetails', () => api.getUserDetails('u1'), 'USER_DETAILS', '/user/u1/details'],
  ['getBusinessLines', () => api.getBusinessLines(3), 'BUSINESS_LINES', '/business-line'],
  [
    'getExternalApplication',
    () => api.getExternalApplication('A1'),
    'EXTERNAL_APPLICATION',
    '/application/external/A1',
  ],
];

describe('resources', () => {
  it.each(cases)('%s calls its endpoint', async (_label, call, name, path) => {
    await call();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe(ENDPOINTS[name].method);
    expect(seen[0]?.url.pathname).toBe(urlOf(name, path));
  });

  it('getTrainingSessions sends the spec default query', async () => {
    await api.getTrainingSessions();
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      page: '0',
      size: '999999',
      sort: 'createdDate,desc',
    });
  });

  it('savePartialAnswer takes the path from the body', async () => {
    const body = {
      examId: 'E1',
      examRefNo: 'R1',
      question: { question: 'Q', options: ['a'], answer: 'a' },
    };
    await api.savePartialAnswer(body);
    expect(seen[0]?.url.pathname).toBe(
      urlOf('PARTIAL_ANSWER', '/applicant/exam/E1/reference/R1/answer'),
    );
    expect(seen[0]?.body).toEqual(body);
  });

  it('requestOnlinePayment posts to the e-payment service and returns epaymentUrl', async () => {
    const result = await api.requestOnlinePayment({
      userId: 'u1',
      refNum: 'R1',
      total: 100,
      username: 'a@b.c',
      billNumber: 'B',
    });
    expect(seen[0]?.url.pathname).toBe('/api/e-payment/online-payment/request');
    expect(result.epaymentUrl).toBe('https://pay');
  });

  it('uploadFile sends multipart with the query to the file service', async () => {
    const onProgress = jest.fn();
    await api.uploadFile(
      { refNo: 'A1', requirementsType: 'paymentValidation', uploader: 'u1' },
      new NodeFile(['x'], 'r.png', { type: 'image/png' }) as unknown as Blob,
      onProgress,
    );
    expect(seen[0]).toMatchObject({ method: 'POST', body: 'multipart' });
    expect(seen[0]?.url.pathname).toBe('/api/file-service/file/upload');
    expect(seen[0]?.url.searchParams.get('requirementsType')).toBe('paymentValidation');
    expect(onProgress).toHaveBeenCalled();
  });
});
