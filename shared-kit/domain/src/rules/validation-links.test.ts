/** payment-certificates spec §2 Certificates (QR validation links) and the documents/laboratory/massagist routes. */
import {
  digitalCertificateCodes,
  documentsValidationLink,
  laboratoryValidationLink,
  massagistValidationLink,
  resolvePortalOrigin,
} from './validation-links';

describe('payment §2: QR validation links', () => {
  it('uses the configured portal origin, else the window origin, without a trailing slash', () => {
    expect(resolvePortalOrigin('https://portal.example.gov/', 'http://localhost:8084')).toBe(
      'https://portal.example.gov',
    );
    expect(resolvePortalOrigin('', 'http://localhost:8084')).toBe('http://localhost:8084');
    expect(resolvePortalOrigin(undefined, 'http://localhost:8084/')).toBe('http://localhost:8084');
  });
  it('links to the documents page', () => {
    expect(documentsValidationLink('https://p.gov', 'APP-1')).toBe(
      'https://p.gov/qce/documents/APP-1',
    );
  });
  it('links to the laboratory page, encoding each segment', () => {
    expect(laboratoryValidationLink('https://p.gov', 42, 'SOCIAL_HYGIENE', 'Stool Exam')).toBe(
      'https://p.gov/qce/laboratory/42/SOCIAL_HYGIENE/Stool%20Exam',
    );
    expect(laboratoryValidationLink('https://p.gov', 'a/b', 'T', 'n')).toBe(
      'https://p.gov/qce/laboratory/a%2Fb/T/n',
    );
  });
  it('links to the massagist doc page', () => {
    expect(massagistValidationLink('https://p.gov', 'APP-1', 7)).toBe(
      'https://p.gov/qce/docs/massagist/APP-1/7',
    );
  });
  it('refuses an empty segment', () => {
    expect(() => documentsValidationLink('https://p.gov', ' ')).toThrow();
  });
});

describe('payment §2 Certificates: the digital health certificate has two QR codes', () => {
  const lab = { labId: 42, labType: 'REGULAR_LABORATORY', labName: 'Stool' };

  it('codes the documents page and the laboratory result', () => {
    expect(digitalCertificateCodes('https://p.gov', 'APP-1', { lab })).toEqual([
      { kind: 'documents', value: 'https://p.gov/qce/documents/APP-1' },
      { kind: 'laboratory', value: 'https://p.gov/qce/laboratory/42/REGULAR_LABORATORY/Stool' },
    ]);
  });

  it("codes a masseur's training document rather than the laboratory result", () => {
    expect(
      digitalCertificateCodes('https://p.gov', 'APP-1', { lab, trainingSessionId: 3 })?.[1],
    ).toEqual({ kind: 'massagist', value: 'https://p.gov/qce/docs/massagist/APP-1/3' });
  });

  it('is not complete (no certificate, never one code) while no laboratory record exists', () => {
    expect(digitalCertificateCodes('https://p.gov', 'APP-1', {})).toBeUndefined();
    expect(
      digitalCertificateCodes('https://p.gov', 'APP-1', { lab: null, trainingSessionId: ' ' }),
    ).toBeUndefined();
    expect(
      digitalCertificateCodes('https://p.gov', 'APP-1', { lab: { ...lab, labName: '' } }),
    ).toBeUndefined();
  });
});
