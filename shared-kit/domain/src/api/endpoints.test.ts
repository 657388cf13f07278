import { ENDPOINTS, buildPath, endpointNames, endpointsBySpecificity } from './endpoints';

describe('endpoint table', () => {
  it('uses the spec paths where the spec gives them (intake §7, payment §7)', () => {
    expect(ENDPOINTS.APPLICATION).toEqual({
      service: 'default',
      method: 'GET',
      path: '/application',
    });
    expect(ENDPOINTS.APPLICATION_EXIST.path).toBe('/application/exist');
    expect(ENDPOINTS.APPLICATION_DISCARD).toMatchObject({
      method: 'POST',
      path: '/application/discard/:id',
    });
    expect(ENDPOINTS.BULK_DISCARD).toMatchObject({
      method: 'DELETE',
      path: '/application/bulk/discard/:id',
    });
    expect(ENDPOINTS.EXAMS.path).toBe('/admin/exam/');
    expect(ENDPOINTS.HEALTH_CERT_V2).toMatchObject({
      service: 'certificateValidation',
      method: 'POST',
    });
    expect(ENDPOINTS.USER_DETAILS.path).toBe('/user/:userId/details');
    expect(ENDPOINTS.TRAINING_SESSION_EXTERNAL.path).toBe('/training-sessions/external/:id');
  });

  it('marks the QR-page endpoints public', () => {
    const publicNames = endpointNames.filter((n) => 'public' in ENDPOINTS[n]);
    expect(publicNames.sort()).toEqual(
      [
        // the /qce/qcs page's check (issue 23 item 3)
        'CERTIFICATE_ECS',
        'EXTERNAL_APPLICATION',
        'FILE_BY_ID',
        'LABORATORY_EXTERNAL',
        'LABORATORY_EXTERNAL_BY_ID',
        'LABORATORY_SIGNATURE',
        'MAINTENANCE',
        'REQUIREMENTS_EXTERNAL',
        'TRAINING_SESSION_EXTERNAL',
        'UPLOADS_EXTERNAL',
      ].sort(),
    );
  });

  it('has no two entries with the same method and path', () => {
    const keys = endpointNames.map(
      (n) => `${ENDPOINTS[n].service} ${ENDPOINTS[n].method} ${ENDPOINTS[n].path}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('buildPath', () => {
  it('fills and encodes params', () => {
    expect(buildPath('APPLICATION_BY_ID', { id: 'A/1' })).toBe('/application/A%2F1');
    expect(
      buildPath('EXAM_QUESTIONS', {
        applicationId: 'A1',
        examName: 'HIV Exam',
        version: 'PH',
        totalQuestions: 10,
      }),
    ).toBe('/applicant/exam/application/A1/exam/HIV%20Exam/version/PH/questions/10');
    expect(buildPath('APPLICATION')).toBe('/application');
  });

  it('throws on a missing param', () => {
    expect(() => buildPath('APPLICATION_BY_ID', { id: '' })).toThrow(/missing path param "id"/);
  });
});

describe('endpointsBySpecificity', () => {
  it('lists literal routes before the parameterised routes they overlap', () => {
    const order = endpointsBySpecificity();
    const at = (n: (typeof endpointNames)[number]) => order.indexOf(n);
    expect(at('APPLICATION_EXIST')).toBeLessThan(at('APPLICATION_BY_ID'));
    expect(at('APPLICATION_BULK')).toBeLessThan(at('APPLICATION_BY_ID'));
    expect(at('SP_EMPLOYEE_CERTIFICATE')).toBeLessThan(at('SP_EMPLOYEE_DELETE'));
    expect(order).toHaveLength(endpointNames.length);
  });
});
