/** Sanitary permit employees and their health certificate uploads. */
import type { SpEmployeeCertificate } from '@qce/domain/api';
import { isAfterToday, parseDate } from '@qce/domain/rules';
import { nextId, now, nowIso } from '../db/records';
import type { ApplicationRecord, DbState, SpCertificateRecord, UserRecord } from '../db/types';
import { ownApplication, ownFile } from '../lib/access';
import { bodyOf, endpoint, id, paginate } from '../lib/define';
import { certificatesOf, spEmployeeDto } from '../lib/dto';
import { parseCsv, requireCsvFile } from '../lib/csv';
import { badRequest, conflict, notFound } from '../lib/errors';
import { readUploadedFile } from './files';

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

function employeeOf(state: DbState, user: UserRecord, raw: unknown) {
  const employeeId = id(raw, 'employeeId');
  const employee = state.spEmployees.find((e) => e.employeeId === employeeId);
  if (!employee) throw notFound(`Employee ${employeeId}`);
  ownApplication(state, user, employee.applicationId);
  return employee;
}

function certificateDto(c: SpCertificateRecord): SpEmployeeCertificate {
  return {
    bulkUploadId: String(c.bulkUploadId),
    applicationId: String(c.applicationId),
    employeeId: String(c.employeeId),
    imageId: String(c.imageId),
    requirementId: c.requirementId,
    uploadFromPreview: c.uploadFromPreview,
    uploadDate: c.uploadDate,
  };
}

interface NewEmployee {
  firstName?: unknown;
  middleName?: unknown;
  lastName?: unknown;
  employeeEmail?: unknown;
  birthDate?: unknown;
}

function validEmployee(state: DbState, input: NewEmployee) {
  const label = (l: string) => `${l} is required. Value should not be empty.`;
  const req = (v: unknown, l: string) => {
    if (typeof v !== 'string' || !v.trim()) throw badRequest(label(l));
    return v.trim();
  };
  const firstName = req(input.firstName, 'First Name');
  const lastName = req(input.lastName, 'Last Name');
  const employeeEmail = req(input.employeeEmail, 'Employee Email');
  const birthDate = req(input.birthDate, 'Date of Birth');
  if (!EMAIL.test(employeeEmail)) throw badRequest('Employee Email is not a valid e-mail address.');
  if (!parseDate(birthDate)) throw badRequest('Date of Birth must be a date.');
  if (isAfterToday(birthDate, now(state)))
    throw badRequest('Date of Birth cannot be in the future.');
  const middleName = typeof input.middleName === 'string' ? input.middleName.trim() : '';
  return { firstName, middleName, lastName, employeeEmail, birthDate };
}

function addEmployee(state: DbState, app: ApplicationRecord, e: ReturnType<typeof validEmployee>) {
  const record = {
    employeeId: nextId(state, 'employee', 801),
    applicationId: app.applicationId,
    healthCertNumber: null,
    ...e,
  };
  state.spEmployees.push(record);
  return record;
}

const isDuplicate = (state: DbState, app: ApplicationRecord, email: string) =>
  state.spEmployees.some(
    (e) =>
      e.applicationId === app.applicationId &&
      e.employeeEmail.toLowerCase() === email.toLowerCase(),
  );

export const spEmployeeHandlers = [
  endpoint('SP_EMPLOYEES', ({ state, user, query }) => {
    const app = ownApplication(state, user, query.get('applicationId'));
    const employees = state.spEmployees
      .filter((e) => e.applicationId === app.applicationId)
      .map((e) => spEmployeeDto(state, e));
    const pageOf = paginate(employees, query, 10);
    const allHealthCertUploaded =
      employees.length > 0 &&
      state.spEmployees
        .filter((e) => e.applicationId === app.applicationId)
        .every((e) => !!e.healthCertNumber || certificatesOf(state, e.employeeId).length > 0);
    const status =
      employees.length > 0 && employees.every((e) => e.status === 'Completed')
        ? 'Completed'
        : 'In Progress';
    return { data: { ...pageOf, status, allHealthCertUploaded } };
  }),

  endpoint('SP_EMPLOYEE_CERTIFICATE_STATUSES', async ({ state, user, request }) => {
    const text = await request.text();
    let ids: unknown;
    try {
      ids = JSON.parse(text || '[]');
    } catch {
      throw badRequest('Malformed request body: expected a JSON list of employee ids.');
    }
    if (!Array.isArray(ids)) throw badRequest('Expected a JSON list of employee ids.');
    return {
      data: ids.map((raw) => {
        const e = employeeOf(state, user, raw);
        return {
          employeeId: String(e.employeeId),
          status: spEmployeeDto(state, e).status ?? 'In Progress',
        };
      }),
    };
  }),

  endpoint('SP_EMPLOYEE_ADD', async ({ state, user, request }) => {
    const body = await bodyOf('SP_EMPLOYEE_ADD', request);
    const app = ownApplication(state, user, body.applicationId);
    const employee = validEmployee(state, body);
    if (isDuplicate(state, app, employee.employeeEmail))
      throw conflict(`An employee with e-mail ${employee.employeeEmail} was already added.`);
    return { data: spEmployeeDto(state, addEmployee(state, app, employee)) };
  }),

  endpoint('SP_EMPLOYEE_DELETE', ({ state, user, params }) => {
    const employee = employeeOf(state, user, params.employeeId);
    state.spEmployees = state.spEmployees.filter((e) => e !== employee);
    state.spCertificates = state.spCertificates.filter((c) => c.employeeId !== employee.employeeId);
    return { message: `Employee ${employee.employeeId} removed.` };
  }),

  endpoint('SP_EMPLOYEES_CSV', async ({ state, user, request, query }) => {
    const app = ownApplication(state, user, query.get('applicationId'));
    const file = await readUploadedFile(request);
    requireCsvFile(file);
    const rows = parseCsv(await file.text(), [
      'Employee Email',
      'First Name',
      'Last Name',
      'Date of Birth',
    ]);
    const problems: string[] = [];
    const valid = rows.map((row, index) => {
      try {
        return validEmployee(state, {
          employeeEmail: row['employee email'],
          firstName: row['first name'],
          middleName: row['middle name'],
          lastName: row['last name'],
          birthDate: row['date of birth'],
        });
      } catch (error) {
        problems.push(`Row ${index + 1}: ${error instanceof Error ? error.message : 'invalid'}`);
        return null;
      }
    });
    if (problems.length > 0)
      throw badRequest(
        `File not uploaded. Found ${problems.length} records with incomplete details. ${problems.join(' ')}`,
      );
    const duplicate = [];
    for (const employee of valid) {
      if (!employee) continue;
      if (isDuplicate(state, app, employee.employeeEmail)) duplicate.push(employee);
      else addEmployee(state, app, employee);
    }
    return { data: { duplicate } };
  }),

  endpoint('SP_EMPLOYEE_CERTIFICATE', ({ state, user, query }) => {
    const employee = employeeOf(state, user, query.get('employeeId'));
    const latest = certificatesOf(state, employee.employeeId).sort(
      (a, b) => b.bulkUploadId - a.bulkUploadId,
    )[0];
    return { data: latest ? certificateDto(latest) : null };
  }),

  endpoint('SP_EMPLOYEE_CERTIFICATE_SAVE', async ({ state, user, request }) => {
    const body = await bodyOf('SP_EMPLOYEE_CERTIFICATE_SAVE', request);
    const app = ownApplication(state, user, body.applicationId);
    const employee = employeeOf(state, user, body.employeeId);
    if (employee.applicationId !== app.applicationId)
      throw badRequest('The employee belongs to another application.');
    const imageId = ownFile(state, user, body.imageId).id;
    const requirementId = id(body.requirementId, 'requirementId');
    if (certificatesOf(state, employee.employeeId).some((c) => c.status === 'Completed')) {
      throw conflict('This health certificate is already Completed; it cannot be uploaded again.');
    }
    // A re-upload replaces the earlier certificate upload.
    state.spCertificates = state.spCertificates.filter((c) => c.employeeId !== employee.employeeId);
    const record: SpCertificateRecord = {
      bulkUploadId: nextId(state, 'bulkUpload', 6001),
      applicationId: app.applicationId,
      employeeId: employee.employeeId,
      imageId,
      requirementId,
      uploadFromPreview: body.uploadFromPreview ?? false,
      uploadDate: body.uploadDate ?? nowIso(state),
      status: 'For Review',
      remarks: null,
    };
    state.spCertificates.push(record);
    return { data: certificateDto(record) };
  }),

  endpoint('SP_EMPLOYEE_CERTIFICATE_DELETE', ({ state, user, params }) => {
    const bulkUploadId = id(params.bulkUploadId, 'bulkUploadId');
    const record = state.spCertificates.find((c) => c.bulkUploadId === bulkUploadId);
    if (!record) throw notFound(`Certificate upload ${bulkUploadId}`);
    ownApplication(state, user, record.applicationId);
    state.spCertificates = state.spCertificates.filter((c) => c !== record);
    return { message: `Certificate upload ${bulkUploadId} removed.` };
  }),
];
