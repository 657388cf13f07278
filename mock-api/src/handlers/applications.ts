/** Individual applications: history, create (with the ongoing-application check), update, submit, discard. */
import type { ApplicationFormData, PermitId } from '@qce/domain/api';
import { isInOwnIndividualHistory, spEmployeeCountErrors, spSubmitIssues } from '@qce/domain/rules';
import { createApplication, nowIso } from '../db/records';
import type { ApplicationRecord, DbState, FormValues, PermitType } from '../db/types';
import { anyApplication, canSee, ownApplication } from '../lib/access';
import { discard, formSaved, submitRequirements } from '../lib/actions';
import { bodyOf, endpoint, id, optionalId, paginate } from '../lib/define';
import { applicationDto, certificatesOf } from '../lib/dto';
import { badRequest, conflict } from '../lib/errors';
import { assertFormChangeAllowed } from '../lib/locks';
import { publicApplicationDto } from '../lib/public-dto';
import { ongoingApplicationIds } from '../lib/rules';

/** Sanitary permit form (intake §5): the employee-count errors block saving. */
function checkSpCounts(formData: FormValues): void {
  const errors = spEmployeeCountErrors({
    applicationType: typeof formData.type === 'string' ? formData.type : null,
    employeeNum: formData.employeeNum,
    employeeNumWithHC: formData.employeeNumWithHC,
    employeeNumWithoutHC: formData.employeeNumWithoutHC,
  });
  const messages = [errors.total, errors.withHealthCertificate].filter(Boolean);
  if (messages.length > 0) throw badRequest(messages.join(' '));
}

/** SP submit checks (intake §5), applied when no health-certificate file was uploaded as a requirement. */
function checkSpSubmit(state: DbState, app: ApplicationRecord): void {
  const hcRequirementIds = state.reference.requirements
    .filter((r) => r.permitId === 2 && /health certificate/i.test(r.requirementName))
    .map((r) => r.requirementId);
  const hasHcImage = state.uploads.some(
    (u) =>
      u.applicationId === app.applicationId &&
      hcRequirementIds.includes(u.requirementId) &&
      u.imageId !== null,
  );
  if (hasHcImage) return;
  const employees = state.spEmployees.filter((e) => e.applicationId === app.applicationId);
  const issues = spSubmitIssues({
    uploadedEmployees: employees.length,
    employeeNumWithHC: app.formData.employeeNumWithHC,
    allHealthCertUploaded:
      employees.length > 0 &&
      employees.every(
        (e) => !!e.healthCertNumber || certificatesOf(state, e.employeeId).length > 0,
      ),
  });
  if (issues.length > 0) throw badRequest(issues.join(' '));
}

function permitOf(raw: unknown): PermitId {
  const n = id(raw, 'permitId');
  if (n !== 1 && n !== 2)
    throw badRequest('permitId must be 1 (health certificate) or 2 (sanitary permit).');
  return n;
}

function formOf(raw: unknown): FormValues {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest('formData is required.');
  const out: FormValues = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v))
      out[k] = v as FormValues[string];
  }
  return out;
}

const trueParam = (v: string | null) => v === 'true';

/**
 * Follow-up lists (payment spec §7): with `recurring=true` the lab flags choose the track (SHL or WAL) of the
 * follow-up requests; otherwise follow-up requests are left out and the flags filter completed labs.
 */
function matchesLabQuery(app: ApplicationRecord, query: URLSearchParams): boolean {
  const shl = trueParam(query.get('socialHygieneCompleted'));
  const wal = trueParam(query.get('waterAnalysisCompleted'));
  if (trueParam(query.get('recurring'))) {
    return (
      app.recurring && (!shl || app.permitType === 'SHL') && (!wal || app.permitType === 'WAL')
    );
  }
  return (
    !app.recurring && (!shl || app.socialHygieneCompleted) && (!wal || app.waterAnalysisCompleted)
  );
}

export const applicationHandlers = [
  endpoint('APPLICATION', ({ state, user, query }) => {
    const permitId = optionalId(query.get('permitId'), 'permitId');
    const applicationId = optionalId(query.get('applicationId'), 'applicationId');
    const bulkApplicationId = optionalId(query.get('bulkApplicationId'), 'bulkApplicationId');
    const email = query.get('email')?.toLowerCase();
    const names = (['firstName', 'middleName', 'lastName'] as const).map(
      (k) => [k, query.get(k)?.toLowerCase()] as const,
    );
    const status = query.get('status')?.toLowerCase();
    const list = state.applications
      .filter((a) => canSee(state, user, a))
      .filter((a) => permitId === undefined || a.permitId === permitId)
      .filter((a) => applicationId === undefined || a.applicationId === applicationId)
      .filter((a) =>
        bulkApplicationId === undefined
          ? isInOwnIndividualHistory(
              {
                userId: a.userId,
                classification: a.classification,
                email: String(a.formData.email ?? ''),
              },
              user,
            )
          : a.bulkApplicationId === bulkApplicationId,
      )
      .filter(
        (a) =>
          !email ||
          bulkApplicationId !== undefined ||
          String(a.formData.email ?? '').toLowerCase() === email ||
          a.userId === user.userId,
      )
      .filter((a) =>
        names.every(
          ([k, v]) =>
            !v ||
            String(a.formData[k] ?? '')
              .toLowerCase()
              .includes(v),
        ),
      )
      .filter((a) => !status || a.status.toLowerCase() === status)
      .filter((a) => matchesLabQuery(a, query))
      .sort((a, b) => b.applicationId - a.applicationId);
    const pageOf = paginate(list, query, 10);
    return {
      data: {
        details: pageOf.details.map((a) => applicationDto(state, a)),
        totalCount: pageOf.totalCount,
      },
    };
  }),

  endpoint('APPLICATION_EXIST', ({ state, query }) => {
    const permitId = permitOf(query.get('permitId'));
    const q = Object.fromEntries(
      [
        'email',
        'firstName',
        'lastName',
        'address',
        'establishmentName',
        'mayorPermitNo',
        'type',
      ].map((k) => [k, query.get(k)]),
    );
    return { data: ongoingApplicationIds(state.applications, { ...q, permitId }) };
  }),

  endpoint('APPLICATION_BY_ID', ({ state, user, params }) => ({
    data: { data: applicationDto(state, ownApplication(state, user, params.id, 'id')) },
  })),

  endpoint('APPLICATION_CREATE', async ({ state, user, request }) => {
    const body = await bodyOf('APPLICATION_CREATE', request);
    const permitId = permitOf(body.permitId);
    const formData = formOf(body.formData);
    const f = formData as ApplicationFormData;
    const ongoing = ongoingApplicationIds(state.applications, {
      email: f.email,
      firstName: f.firstName,
      lastName: f.lastName,
      permitId,
      address: f.address,
      establishmentName: f.establishmentName,
      mayorPermitNo: f.mayorPermitNo,
      type: f.type,
    });
    if (ongoing.length > 0) {
      throw conflict(`Ongoing application detected: ${ongoing.join(', ')}`);
    }
    const permitType: PermitType = permitId === 1 ? 'IHC' : 'SP';
    if (permitType === 'SP') checkSpCounts(formData);
    const yellowCard = body.yellowCard === true || f.occupation === 'Masseur';
    const app = createApplication(state, {
      userId: user.userId,
      permitType,
      formData: { ...formData, userId: user.userId, yellowCard, applicationDate: nowIso(state) },
      occupationalPermitNumber: body.occupationalPermitNumber ?? null,
      yellowCard,
    });
    formSaved(state, app);
    return { data: applicationDto(state, app) };
  }),

  endpoint('APPLICATION_UPDATE', async ({ state, user, request }) => {
    const body = await bodyOf('APPLICATION_UPDATE', request);
    const app = ownApplication(state, user, body.applicationId);
    const formData = formOf(body.formData);
    assertFormChangeAllowed(state, app, formData);
    if (
      app.formData.isInternal !== undefined &&
      app.formData.isInternal !== null &&
      formData.isInternal !== undefined &&
      formData.isInternal !== app.formData.isInternal
    ) {
      throw conflict('The upload source was already chosen and cannot be changed.');
    }
    if (app.permitType === 'SP') checkSpCounts({ ...app.formData, ...formData });
    app.formData = {
      ...app.formData,
      ...formData,
      applicationId: app.applicationId,
      userId: app.userId,
    };
    if (typeof body.yellowCard === 'boolean') app.yellowCard = body.yellowCard;
    if (typeof formData.mayorPermitNo === 'string') app.mayorPermitNo = formData.mayorPermitNo;
    app.updatedDate = nowIso(state);
    return { data: applicationDto(state, app) };
  }),

  endpoint('SUBMIT_REQUIREMENTS', async ({ state, user, request }) => {
    const body = await bodyOf('SUBMIT_REQUIREMENTS', request);
    const app = ownApplication(state, user, body.applicationId);
    if (body.formData !== undefined) assertFormChangeAllowed(state, app, formOf(body.formData));
    if (body.formData !== undefined)
      app.formData = {
        ...app.formData,
        ...formOf(body.formData),
        applicationId: app.applicationId,
      };
    if (app.permitType === 'SP') checkSpSubmit(state, app);
    submitRequirements(state, app);
    return { data: applicationDto(state, app) };
  }),

  endpoint('APPLICATION_DISCARD', ({ state, user, params }) => {
    const app = ownApplication(state, user, params.id, 'id');
    discard(state, app);
    return { message: `Application ${app.applicationId} cancelled.` };
  }),

  endpoint('EXTERNAL_APPLICATION_UPDATE', async ({ state, user, request, query }) => {
    const body = await bodyOf('EXTERNAL_APPLICATION_UPDATE', request);
    const app = ownApplication(state, user, query.get('applicationId') ?? body.applicationId);
    assertFormChangeAllowed(state, app, formOf(body.formData));
    app.formData = { ...app.formData, ...formOf(body.formData), applicationId: app.applicationId };
    app.updatedDate = nowIso(state);
    return { data: applicationDto(state, app) };
  }),

  endpoint('EXTERNAL_APPLICATION', ({ state, params }) => ({
    data: { data: publicApplicationDto(state, anyApplication(state, params.appId, 'appId')) },
  })),
];
