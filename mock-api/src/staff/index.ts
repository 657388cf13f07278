/**
 * Staff API (issue 3 item 5): JSON endpoints under `/__staff/` that move applications through the journey,
 * plus the HTML console, the sign-in page and the mock e-payment page.
 */
import { HttpResponse } from 'msw';
import { db, reset } from '../db';
import {
  advanceStep,
  auditOf,
  CLOCK_OFFSET_MAX_MINUTES,
  findBulk,
  latestStep,
  now,
  nowIso,
  setStatus,
} from '../db/records';
import type {
  ApplicationRecord,
  BulkApplicationRecord,
  DbState,
  LabStatus,
  LabType,
} from '../db/types';
import {
  bulkApplicants,
  completeRequirements,
  headDecision,
  issueBulkOrder,
  issueOrder,
  paymentRequiresUpdate,
  requirementsRequireUpdate,
  setLaboratory,
  validatePayment,
} from '../lib/actions';
import { anyApplication } from '../lib/access';
import { id, readJson, route, text } from '../lib/define';
import { badRequest, notFound } from '../lib/errors';
import { addFault, clearFaults, FAULT_MODES, listFaults } from '../lib/faults';
import type { FaultMode } from '../lib/faults';
import { scenarios, UnknownScenarioError } from '../scenarios';
import {
  consolePage,
  consoleScript,
  ePaymentPage,
  ePaymentScript,
  signInPage,
  staffCss,
} from './pages';

const STAFF = '/__staff';

export const signInUrl = (userId: number, token: string) =>
  `/qce/applications?userId=${encodeURIComponent(String(userId))}&token=${encodeURIComponent(token)}`;

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw badRequest(`${field} must be one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

const remarksOf = (body: Record<string, unknown>, fallback: string) =>
  typeof body.remarks === 'string' && body.remarks.trim() ? body.remarks.trim() : fallback;

export function applicationSummary(state: DbState, app: ApplicationRecord) {
  const step = latestStep(state, { applicationId: app.applicationId });
  return {
    applicationId: app.applicationId,
    userId: app.userId,
    permitId: app.permitId,
    permitType: app.permitType,
    classification: app.classification,
    bulkApplicationId: app.bulkApplicationId,
    name:
      [app.formData.firstName, app.formData.lastName].filter(Boolean).join(' ') ||
      String(app.formData.establishmentName ?? ''),
    status: app.status,
    remarks: app.remarks,
    latestStep: step
      ? { transactionType: step.transactionType, status: step.status, logDate: step.logDate }
      : null,
    recurring: app.recurring,
  };
}

function bulkSummary(state: DbState, bulk: BulkApplicationRecord) {
  const step = latestStep(state, { bulkApplicationId: bulk.bulkApplicationId });
  return {
    bulkApplicationId: bulk.bulkApplicationId,
    userId: bulk.userId,
    companyName: bulk.companyName,
    status: bulk.status,
    applicants: bulkApplicants(state, bulk.bulkApplicationId).length,
    latestStep: step
      ? { transactionType: step.transactionType, status: step.status, logDate: step.logDate }
      : null,
  };
}

function bulkById(state: DbState, raw: unknown): BulkApplicationRecord {
  const bulk = findBulk(state, id(raw, 'bulkApplicationId'));
  if (!bulk) throw notFound(`Bulk application ${String(raw)}`);
  return bulk;
}

/** Applies an application action to the bulk's active applicants. */
function forApplicants(
  state: DbState,
  bulk: BulkApplicationRecord,
  act: (app: ApplicationRecord) => void,
): void {
  for (const app of bulkApplicants(state, bulk.bulkApplicationId)) {
    if (!['rejected', 'on hold', 'discard', 'cancelled'].includes(app.status.toLowerCase()))
      act(app);
  }
}

function requirementsAction(
  state: DbState,
  app: ApplicationRecord,
  body: Record<string, unknown>,
): void {
  const action = oneOf(body.action, ['complete', 'requires-update'] as const, 'action');
  if (action === 'complete') completeRequirements(state, app);
  else {
    const ids = Array.isArray(body.requirementIds)
      ? body.requirementIds.map((r) => id(r, 'requirementIds[]'))
      : undefined;
    requirementsRequireUpdate(
      state,
      app,
      remarksOf(body, 'Please update the marked requirements.'),
      ids,
    );
  }
}

function paymentAction(
  state: DbState,
  app: ApplicationRecord,
  body: Record<string, unknown>,
): void {
  const action = oneOf(
    body.action,
    ['issue-order', 'validate', 'requires-update'] as const,
    'action',
  );
  if (action === 'issue-order') issueOrder(state, app);
  else if (action === 'validate') validatePayment(state, app);
  else
    paymentRequiresUpdate(
      state,
      app,
      remarksOf(body, 'Please upload a clear copy of the official receipt.'),
    );
}

function headAction(state: DbState, app: ApplicationRecord, body: Record<string, unknown>): void {
  const action = oneOf(body.action, ['approve', 'reject', 'hold'] as const, 'action');
  headDecision(state, app, action, typeof body.remarks === 'string' ? body.remarks : null);
}

const ok = (state: DbState, app: ApplicationRecord) => ({ data: applicationSummary(state, app) });

/** The staff pages' script and style, served as files (no inline code: the CSP holds on /__staff too). */
const ASSETS: Record<string, { type: string; body: string }> = {
  'console.js': { type: 'text/javascript; charset=utf-8', body: consoleScript },
  'e-payment.js': { type: 'text/javascript; charset=utf-8', body: ePaymentScript },
  'staff.css': { type: 'text/css; charset=utf-8', body: staffCss },
};

export const staffHandlers = [
  route('GET', `${STAFF}/assets/:name`, ({ params }) => {
    const name = params.name ?? '';
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) throw notFound(`Staff asset ${name}`);
    return new HttpResponse(asset.body, {
      headers: { 'Content-Type': asset.type, 'Cache-Control': 'no-cache' },
    });
  }),
  route(
    'GET',
    `${STAFF}/`,
    () =>
      new HttpResponse(consolePage(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  ),
  route(
    'GET',
    STAFF,
    () => new HttpResponse(null, { status: 302, headers: { Location: `${STAFF}/` } }),
  ),
  route(
    'GET',
    `${STAFF}/sign-in`,
    ({ state, query, request }) =>
      new HttpResponse(signInPage(state, query.get('returnTo'), new URL(request.url).origin), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
  ),
  route(
    'GET',
    `${STAFF}/e-payment`,
    ({ query }) =>
      new HttpResponse(ePaymentPage(query), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
  ),
  route('POST', `${STAFF}/e-payment/pay`, async ({ state, request }) => {
    const body = await readJson(request);
    const refNum = text(body.refNum, 'refNum');
    const payment = state.payments.find((p) => p.refNum === refNum);
    if (!payment) throw notFound(`Payment ${refNum}`);
    payment.paymentType = 'ONLINE';
    payment.status = 'Submitted';
    payment.paymentDate = nowIso(state);
    payment.officialReceiptNumber ??= `EOR-${payment.paymentId}`;
    return { data: { refNum, status: payment.status } };
  }),

  route('POST', `${STAFF}/reset`, async ({ request }) => {
    const body = await readJson(request);
    const scenario = body.scenario === undefined ? undefined : text(body.scenario, 'scenario');
    try {
      const state = reset(scenario);
      clearFaults();
      return { data: { scenario: state.scenario } };
    } catch (error) {
      if (error instanceof UnknownScenarioError) throw badRequest(error.message);
      throw error;
    }
  }),
  route('GET', `${STAFF}/scenarios`, () => ({
    data: scenarios.map((s) => ({
      name: s.name,
      description: s.description,
      current: s.name === db().scenario,
    })),
  })),
  route('GET', `${STAFF}/users`, ({ state }) => ({
    data: state.users.map((u) => ({
      userId: u.userId,
      token: u.token,
      email: u.email,
      name: `${u.first_name} ${u.last_name}`,
      description: u.description,
      signInUrl: signInUrl(u.userId, u.token),
    })),
  })),
  route('GET', `${STAFF}/applications`, ({ state }) => ({
    data: state.applications.map((a) => applicationSummary(state, a)),
    bulk: state.bulkApplications.map((b) => bulkSummary(state, b)),
  })),
  route('GET', `${STAFF}/applications/:id`, ({ state, params }) => {
    const app = anyApplication(state, params.id, 'id');
    return {
      data: {
        ...applicationSummary(state, app),
        audit: auditOf(state, { applicationId: app.applicationId }),
      },
    };
  }),
  route('POST', `${STAFF}/applications/:id/requirements`, async ({ state, params, request }) => {
    const app = anyApplication(state, params.id, 'id');
    requirementsAction(state, app, await readJson(request));
    return ok(state, app);
  }),
  route('POST', `${STAFF}/applications/:id/payment`, async ({ state, params, request }) => {
    const app = anyApplication(state, params.id, 'id');
    paymentAction(state, app, await readJson(request));
    return ok(state, app);
  }),
  route('POST', `${STAFF}/applications/:id/head-approval`, async ({ state, params, request }) => {
    const app = anyApplication(state, params.id, 'id');
    headAction(state, app, await readJson(request));
    return ok(state, app);
  }),
  route('POST', `${STAFF}/applications/:id/laboratory`, async ({ state, params, request }) => {
    const app = anyApplication(state, params.id, 'id');
    const body = await readJson(request);
    const labType = oneOf(
      body.labType,
      ['SOCIAL_HYGIENE', 'REGULAR_LABORATORY'] as const,
      'labType',
    ) as LabType;
    const status = oneOf(
      body.status,
      ['Submitted', 'Certified', 'Approved', 'Completed'] as const,
      'status',
    ) as LabStatus;
    const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : undefined;
    setLaboratory(state, app, labType, status, name);
    return ok(state, app);
  }),
  route('POST', `${STAFF}/bulk/:id/requirements`, async ({ state, params, request }) => {
    const bulk = bulkById(state, params.id);
    const body = await readJson(request);
    forApplicants(state, bulk, (app) => requirementsAction(state, app, body));
    if (body.action === 'complete') {
      setStatus(state, bulk, 'Validated');
      issueBulkOrder(state, bulk);
    } else {
      setStatus(
        state,
        bulk,
        'Requires Update',
        remarksOf(body, 'Please update the marked requirements.'),
      );
    }
    return { data: bulkSummary(state, bulk) };
  }),
  route('POST', `${STAFF}/bulk/:id/payment`, async ({ state, params, request }) => {
    const bulk = bulkById(state, params.id);
    const body = await readJson(request);
    const action = oneOf(
      body.action,
      ['issue-order', 'validate', 'requires-update'] as const,
      'action',
    );
    if (action === 'issue-order') issueBulkOrder(state, bulk);
    else {
      const bulkPayment = state.payments.find(
        (p) =>
          p.bulkApplicationId === bulk.bulkApplicationId &&
          p.applicationId === null &&
          p.status !== 'Completed',
      );
      if (bulkPayment) {
        bulkPayment.status = action === 'validate' ? 'Completed' : 'Requires Update';
        bulkPayment.remarks =
          action === 'validate'
            ? null
            : remarksOf(body, 'Please upload a clear copy of the official receipt.');
      }
      forApplicants(state, bulk, (app) => paymentAction(state, app, body));
      if (action === 'validate')
        advanceStep(state, { bulkApplicationId: bulk.bulkApplicationId }, 'HIV Seminar');
    }
    return { data: bulkSummary(state, bulk) };
  }),
  route('POST', `${STAFF}/bulk/:id/head-approval`, async ({ state, params, request }) => {
    const bulk = bulkById(state, params.id);
    const body = await readJson(request);
    forApplicants(state, bulk, (app) => headAction(state, app, body));
    const action = String(body.action);
    setStatus(
      state,
      bulk,
      action === 'approve' ? 'Completed' : action === 'reject' ? 'Rejected' : 'On Hold',
      typeof body.remarks === 'string' ? body.remarks : null,
    );
    return { data: bulkSummary(state, bulk) };
  }),
  route('POST', `${STAFF}/training/:sessionId/attendance`, async ({ state, params, request }) => {
    const sessionId = id(params.sessionId, 'sessionId');
    const body = await readJson(request);
    const applicationId = id(body.applicationId, 'applicationId');
    if (typeof body.completed !== 'boolean') throw badRequest('completed must be true or false.');
    const participant = state.trainingParticipants.find(
      (p) => p.trainingSessionId === sessionId && p.applicationId === applicationId,
    );
    if (!participant) throw notFound(`Participant ${applicationId} in session ${sessionId}`);
    participant.trainingSessionCompleted = body.completed;
    participant.trainingSessionCompletedDate = body.completed ? nowIso(state) : null;
    return { data: participant };
  }),
  route('POST', `${STAFF}/maintenance`, async ({ state, request }) => {
    const body = await readJson(request);
    if (typeof body.active !== 'boolean') throw badRequest('active must be true or false.');
    const validFrom = text(body.validFrom, 'validFrom');
    const validTo = text(body.validTo, 'validTo');
    if (Number.isNaN(Date.parse(validFrom)) || Number.isNaN(Date.parse(validTo)))
      throw badRequest('validFrom and validTo must be dates.');
    state.maintenance = { active: body.active, validFrom, validTo };
    return { data: state.maintenance };
  }),
  route('POST', `${STAFF}/clock`, async ({ state, request }) => {
    const body = await readJson(request);
    const minutes = Number(body.advanceMinutes);
    const offset = state.clockOffsetMinutes + minutes;
    if (!Number.isFinite(offset) || Math.abs(offset) > CLOCK_OFFSET_MAX_MINUTES) {
      throw badRequest(
        `advanceMinutes must be a number that keeps the clock within ${CLOCK_OFFSET_MAX_MINUTES} minutes of today.`,
      );
    }
    state.clockOffsetMinutes = offset;
    return { data: { now: now(state).toISOString(), offsetMinutes: state.clockOffsetMinutes } };
  }),
  route('GET', `${STAFF}/clock`, ({ state }) => ({
    data: { now: now(state).toISOString(), offsetMinutes: state.clockOffsetMinutes },
  })),
  route('POST', `${STAFF}/faults`, async ({ request }) => {
    const body = await readJson(request);
    const endpointName = text(body.endpoint, 'endpoint');
    const mode = oneOf(body.mode, FAULT_MODES, 'mode') as FaultMode;
    const times = body.times === undefined ? undefined : id(body.times, 'times');
    addFault(
      times === undefined
        ? { endpoint: endpointName, mode }
        : { endpoint: endpointName, mode, times },
    );
    return { data: listFaults() };
  }),
  route('GET', `${STAFF}/faults`, () => ({ data: listFaults() })),
  route('DELETE', `${STAFF}/faults`, () => {
    clearFaults();
    return { data: [] };
  }),
];
