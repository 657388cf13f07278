/** Certificate validation service: occupational permit check (`message` Success with data, otherwise no data). */
import { calendarDay, isHealthCertificateIssued, parseEcsValue } from '@qce/domain/rules';
import type { ApplicationRecord, DbState } from '../db/types';
import { now } from '../db/records';
import { bodyOf, endpoint, text } from '../lib/define';

const norm = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).trim().replace(/\s+/g, ' ').toLowerCase()
    : '';

/** The record's own values a `/qce/qcs` link may carry after its certificate number and name. */
function publicValues(app: ApplicationRecord): string[] {
  const f = app.formData;
  return [
    String(app.applicationId),
    f.occupation,
    f.companyName,
    f.establishmentName,
    f.mayorPermitNo,
  ]
    .map(norm)
    .filter(Boolean);
}

/**
 * An ecs value names an issued certificate when its first part is the certificate (or permit) number of an
 * approved application, its second the holder's name (or the establishment's), and every further part one of
 * that record's public values or its issuance or expiry date.
 */
export function confirmEcs(state: DbState, raw: string): string[] | null {
  const parsed = parseEcsValue(raw);
  if (!parsed.ok) return null;
  const [number, name, ...rest] = parsed.parts;
  const app = state.applications.find(
    (a) => a.certificateNumber !== null && norm(a.certificateNumber) === norm(number),
  );
  if (!app || !isHealthCertificateIssued(app, now(state))) return null;
  const f = app.formData;
  const holder = norm([f.firstName, f.middleName, f.lastName, f.suffix].filter(Boolean).join(' '));
  if (norm(name) !== holder && norm(name) !== norm(f.establishmentName)) return null;
  const values = publicValues(app);
  const days = [app.issuanceDate, app.expirationDate].map((d) => calendarDay(d)).filter(Boolean);
  const known = (part: string) =>
    values.includes(norm(part)) ||
    (calendarDay(part) !== undefined && days.includes(calendarDay(part)));
  return rest.every(known) ? parsed.parts : null;
}

export const certificateValidationHandlers = [
  endpoint('CERTIFICATE_ECS', async ({ state, request }) => {
    const body = await bodyOf('CERTIFICATE_ECS', request);
    const parts = confirmEcs(state, typeof body.ecs === 'string' ? body.ecs : '');
    return parts
      ? { message: 'Valid' as const, data: { parts } }
      : { message: 'Not Found' as const, data: null };
  }),
  endpoint('HEALTH_CERT_V2', async ({ state, request }) => {
    const body = await bodyOf('HEALTH_CERT_V2', request);
    const permitNo = text(body.occupationalPermitNo, 'occupationalPermitNo');
    const birthDate = text(body.birthDate, 'birthDate');
    const found = state.reference.occupationalPermits.find(
      (p) =>
        p.occupationalPermitNo.toLowerCase() === permitNo.toLowerCase() &&
        calendarDay(p.birthDate) !== undefined &&
        calendarDay(p.birthDate) === calendarDay(birthDate),
    );
    return found
      ? { message: 'Success', data: { ...found } }
      : { message: 'Not Found', data: null };
  }),
];
