/** Bulk health card applications: records, applicants (CSV upload with duplicates), check, submit, discard. */
import type { BulkApplicationRequest } from '@qce/domain/api';
import { advanceStep, createApplication, nextId, nowIso, setStatus } from '../db/records';
import type {
  ApplicationRecord,
  BulkApplicationRecord,
  DbState,
  FormValues,
  UserRecord,
} from '../db/types';
import { ownBulk } from '../lib/access';
import { bulkApplicants, discardBulk, isTerminal } from '../lib/actions';
import { bodyOf, endpoint, paginate, text } from '../lib/define';
import { bulkApplicantDto, bulkDto, formDataDto } from '../lib/dto';
import { BULK_CSV_COLUMNS } from '@qce/domain/validation';
import { parseCsv, requireCsvFile } from '../lib/csv';
import { badRequest, conflict } from '../lib/errors';
import { checkRowLimits } from '../lib/limits';
import { ongoingApplicationIds, statusIs } from '../lib/rules';
import { readUploadedFile } from './files';

const REQUIRED_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  'occupation',
  'nationality',
  'city',
] as const;

const formOf = (raw: unknown): FormValues =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (Object.fromEntries(
        Object.entries(raw as Record<string, unknown>).filter(
          ([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
        ),
      ) as FormValues)
    : {};

/** e-mail|first name|last name, trimmed and lower-case: the ongoing-application check's key (intake §5). */
const personKey = (email: unknown, firstName: unknown, lastName: unknown) =>
  [email, firstName, lastName]
    .map((v) =>
      typeof v === 'string' || typeof v === 'number' ? String(v).trim().toLowerCase() : '',
    )
    .join('|');

function groupByPerson(apps: readonly ApplicationRecord[]): Map<string, ApplicationRecord[]> {
  const map = new Map<string, ApplicationRecord[]>();
  for (const app of apps) {
    const key = personKey(app.formData.email, app.formData.firstName, app.formData.lastName);
    map.set(key, [...(map.get(key) ?? []), app]);
  }
  return map;
}

const YIELD_EVERY = 500;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const isIncomplete = (app: ApplicationRecord) =>
  REQUIRED_FIELDS.some((f) => String(app.formData[f] ?? '').trim() === '');

function fill(bulk: BulkApplicationRecord, body: Partial<BulkApplicationRequest>): void {
  bulk.companyName = text(body.companyName, 'companyName');
  bulk.companyAddress = typeof body.companyAddress === 'string' ? body.companyAddress : '';
  bulk.email = text(body.email, 'email');
  bulk.firstName = text(body.firstName, 'firstName');
  bulk.middleName = typeof body.middleName === 'string' ? body.middleName : '';
  bulk.lastName = text(body.lastName, 'lastName');
  bulk.formData = {
    ...bulk.formData,
    ...formOf(body.formData),
    bulkApplicationId: bulk.bulkApplicationId,
  };
}

function createBulk(
  state: DbState,
  user: UserRecord,
  body: Partial<BulkApplicationRequest>,
): BulkApplicationRecord {
  const at = nowIso(state);
  const bulk: BulkApplicationRecord = {
    bulkApplicationId: nextId(state, 'bulk', 501),
    userId: user.userId,
    companyName: '',
    companyAddress: '',
    email: '',
    firstName: '',
    middleName: '',
    lastName: '',
    formData: {},
    permitId: 1,
    createdDate: at,
    status: 'Draft',
    remarks: null,
    statusHistory: [{ status: 'Draft', remarks: null, date: at }],
  };
  fill(bulk, body);
  state.bulkApplications.push(bulk);
  advanceStep(state, { bulkApplicationId: bulk.bulkApplicationId }, 'Application Form');
  advanceStep(state, { bulkApplicationId: bulk.bulkApplicationId }, 'Upload Requirements');
  return bulk;
}

function editable(bulk: BulkApplicationRecord): void {
  if (!statusIs(bulk.status, 'Draft', 'Requires Update'))
    throw conflict(
      `Bulk application ${bulk.bulkApplicationId} is ${bulk.status}; it can no longer be changed.`,
    );
}

export const bulkHandlers = [
  endpoint('APPLICATION_BULK', ({ state, user, query }) => {
    const list = state.bulkApplications
      .filter((b) => b.userId === user.userId)
      .sort((a, b) => b.bulkApplicationId - a.bulkApplicationId);
    const pageOf = paginate(list, query, 5);
    return { data: { details: pageOf.details.map(bulkDto), totalCount: pageOf.totalCount } };
  }),
  endpoint('APPLICATION_BULK_BY_ID', ({ state, user, params }) => ({
    data: { data: bulkDto(ownBulk(state, user, params.id, 'id')) },
  })),
  endpoint('APPLICATION_BULK_CREATE', async ({ state, user, request }) => ({
    data: bulkDto(createBulk(state, user, await bodyOf('APPLICATION_BULK_CREATE', request))),
  })),
  endpoint('APPLICATION_BULK_UPDATE', async ({ state, user, request }) => {
    const body = await bodyOf('APPLICATION_BULK_UPDATE', request);
    const bulk = ownBulk(state, user, body.bulkApplicationId);
    editable(bulk);
    fill(bulk, body);
    return { data: bulkDto(bulk) };
  }),
  endpoint('BULK_DISCARD', ({ state, user, params }) => {
    const bulk = ownBulk(state, user, params.id, 'id');
    discardBulk(state, bulk);
    return { message: `Bulk application ${bulk.bulkApplicationId} cancelled.` };
  }),
  endpoint('BULK_CHECK', ({ state, user, params }) => {
    const bulk = ownBulk(state, user, params.bulkApplicationId);
    return {
      data: bulkApplicants(state, bulk.bulkApplicationId)
        .filter((a) => !isTerminal(a.status) && isIncomplete(a))
        .map(bulkApplicantDto),
    };
  }),
  endpoint('BULK_SUBMIT', ({ state, user, params }) => {
    const bulk = ownBulk(state, user, params.bulkApplicationId);
    editable(bulk);
    const applicants = bulkApplicants(state, bulk.bulkApplicationId).filter(
      (a) => !isTerminal(a.status),
    );
    if (applicants.length === 0) throw badRequest('No applicants have been uploaded yet.');
    if (applicants.some(isIncomplete))
      throw badRequest(
        'Incomplete applications detected. Please check below to see what these applications are.',
      );
    for (const app of applicants) {
      setStatus(state, app, 'For Review');
      advanceStep(state, { applicationId: app.applicationId }, 'Requirements Validation');
    }
    setStatus(state, bulk, 'For Review');
    advanceStep(state, { bulkApplicationId: bulk.bulkApplicationId }, 'Requirements Validation');
    return { message: 'Requirements Submitted.' };
  }),
  endpoint('BULK_UPLOAD_LIST', ({ state, user, query }) => {
    const bulk = ownBulk(state, user, query.get('bulkApplicationId'));
    const names = (['firstName', 'middleName', 'lastName'] as const).map(
      (k) => [k, query.get(k)?.toLowerCase()] as const,
    );
    const list = bulkApplicants(state, bulk.bulkApplicationId).filter((a) =>
      names.every(
        ([k, v]) =>
          !v ||
          String(a.formData[k] ?? '')
            .toLowerCase()
            .includes(v),
      ),
    );
    const pageOf = paginate(list, query, 10);
    return {
      data: { details: pageOf.details.map(bulkApplicantDto), totalCount: pageOf.totalCount },
    };
  }),
  endpoint('BULK_UPLOAD_CSV', async ({ state, user, request, query }) => {
    const bulk = ownBulk(state, user, query.get('bulkApplicationId'));
    editable(bulk);
    const file = await readUploadedFile(request);
    requireCsvFile(file);
    const rows = parseCsv(await file.text(), BULK_CSV_COLUMNS);
    const seen = new Set<string>();
    const duplicateApplication = [];
    // Indexed once per roster: each row looks up only the applications with its own e-mail and name.
    const ongoingByPerson = groupByPerson(state.applications);
    const userByEmail = new Map(state.users.map((u) => [u.email.toLowerCase(), u]));
    for (const [index, row] of rows.entries()) {
      // A large roster lets the other requests in between (the Node server keeps answering).
      if (index > 0 && index % YIELD_EVERY === 0) await pause();
      const formData: FormValues = {
        email: row.email ?? '',
        firstName: row['first name'] ?? '',
        middleName: row['middle name'] ?? '',
        lastName: row['last name'] ?? '',
        birthDate: row['date of birth'] ?? '',
        gender: row.gender ?? '',
        occupation: row.occupation ?? '',
        nationality: row.nationality ?? '',
        city: row.city ?? '',
        civilStatus: row['civil status'] ?? '',
        contactNumber: row['contact number'] ?? '',
        companyName: bulk.companyName,
        companyAddress: bulk.companyAddress,
        classification: 'BULK',
        bulkApplicationId: bulk.bulkApplicationId,
        industryId: bulk.formData.industryId ?? null,
        subIndustryId: bulk.formData.subIndustryId ?? null,
        applicationTypeId: bulk.formData.applicationTypeId ?? null,
        isInternal: bulk.formData.isInternal ?? null,
      };
      checkRowLimits(formData, `Row ${index + 1}`);
      const key =
        `${String(formData.email)}|${String(formData.firstName)}|${String(formData.lastName)}`.toLowerCase();
      const ongoing = ongoingApplicationIds(ongoingByPerson.get(key) ?? [], {
        email: String(formData.email),
        firstName: String(formData.firstName),
        lastName: String(formData.lastName),
        permitId: 1,
      });
      if (seen.has(key) || ongoing.length > 0) {
        duplicateApplication.push(formDataDto(formData));
        continue;
      }
      seen.add(key);
      // A seeded applicant named in the file sees the record in their own history (a bulk-part applicant).
      const person = userByEmail.get(String(formData.email).toLowerCase());
      const created = createApplication(state, {
        userId: person?.userId ?? user.userId,
        permitType: 'IHC',
        classification: 'BULK_INDIVIDUAL',
        bulkApplicationId: bulk.bulkApplicationId,
        formData,
        yellowCard: formData.occupation === 'Masseur',
      });
      ongoingByPerson.set(key, [...(ongoingByPerson.get(key) ?? []), created]);
    }
    return { data: { duplicateApplication } };
  }),
  endpoint('BULK_BASE', async ({ state, user, request }) => {
    const body = await bodyOf('BULK_BASE', request);
    const bulk = ownBulk(state, user, body.bulkApplicationId);
    const formData = formOf(body.formData);
    if (typeof formData.isInternal !== 'boolean')
      throw badRequest('formData.isInternal must be true or false.');
    if (
      typeof bulk.formData.isInternal === 'boolean' &&
      bulk.formData.isInternal !== formData.isInternal
    ) {
      throw conflict('The upload source was already chosen and cannot be changed.');
    }
    bulk.formData = { ...bulk.formData, isInternal: formData.isInternal };
    for (const app of bulkApplicants(state, bulk.bulkApplicationId))
      app.formData.isInternal = formData.isInternal;
    return { message: 'Upload source saved.' };
  }),
];
