import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Pagination, StatusBadge, usePageSize, Button } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { getUserId } from '@qce/shared-kit/storage';
import {
  LIST_DEFAULT_PAGE_SIZE,
  LIST_PAGE_SIZE_OPTIONS,
  REQUIREMENT_STATUS,
  acceptAttribute,
  acceptedFileTypes,
  requirementFileError,
  spEmployeeStatus,
  statusIs,
} from '@qce/shared-kit/domain';
import type { Requirement, SpEmployee, SpEmployeeCertificate } from '@qce/shared-kit/api';
import { keepPreviousData, usePageQuery } from '@qce/shared-kit/data';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { requirementsTableClasses } from '@qce/shared-kit/flows/requirements-upload';
import { spApi } from '../../lib/sp-api';
import styles from './requirements-upload.module.css';

/** intake §9: SP bulk list defaults to 10 rows, remembered under the page key `sp-bulk`. */
export const SP_BULK_PAGE_KEY = 'sp-bulk';

interface EmployeeRow {
  employee: SpEmployee;
  certificate: SpEmployeeCertificate | null;
  status: string;
}

interface EmployeeRows {
  rows: EmployeeRow[];
  totalCount: number;
}

/** One page of employees with each one's certificate and status (a failed status or certificate read is only reported). */
async function loadEmployeeRows(
  applicationId: string,
  page: number,
  limit: number,
): Promise<EmployeeRows> {
  const result = await spApi.employees({ applicationId, page, limit });
  const ids = result.details.map((e) => e.employeeId);
  const [statuses, certificates] = await Promise.all([
    spApi.employeeCertificateStatuses(ids).catch((error: unknown) => {
      reportError(error, { what: 'employee statuses' });
      return [];
    }),
    Promise.all(
      ids.map((employeeId) =>
        spApi.employeeCertificate(applicationId, employeeId).catch((error: unknown) => {
          reportError(error, { what: 'employee certificate' });
          return null;
        }),
      ),
    ),
  ]);
  const rows: EmployeeRow[] = result.details.map((employee, index) => {
    const entry = statuses.find((s) => String(s.employeeId) === String(employee.employeeId));
    return {
      employee,
      certificate: certificates[index] ?? null,
      status: spEmployeeStatus(employee, entry ? [{ status: entry.status }] : []),
    };
  });
  return { rows, totalCount: result.totalCount };
}

const fullName = (e: SpEmployee) =>
  [e.firstName, e.middleName, e.lastName].filter((p) => p && p.trim() !== '').join(' ');

/**
 * The paginated employee list of the Handle Health Certificates dialog (intake §2 Sanitary permit
 * bulk, §4 SP bulk employee status, §4 Requirement uploads): each employee's status by the domain
 * rule, a health certificate upload (a re-upload removes the earlier one first) and its removal.
 */
export function EmployeeList({
  applicationId,
  requirement,
  refreshKey,
  disabled,
}: {
  applicationId: string;
  requirement: Requirement;
  /** Bumped by the parent after employees were added. */
  refreshKey: number;
  disabled: boolean;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = usePageSize(
    SP_BULK_PAGE_KEY,
    LIST_DEFAULT_PAGE_SIZE,
    LIST_PAGE_SIZE_OPTIONS,
  );
  const [rowError, setRowError] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const list = usePageQuery({
    queryKey: ['page', 'sp-employee-list', applicationId, page, pageSize, refreshKey],
    queryFn: () => loadEmployeeRows(applicationId, page, pageSize),
    // Reading the list POSTs the certificate statuses, which the API client counts as a write, and a
    // write reads every shown query again: this one would read itself forever. So no write reads it
    // again; it is read again by its own changes (refreshKey, the reload after each row action) and on
    // every opening of the dialog (nothing kept once closed). The rows shown stay while a new page reads.
    staleTime: 'static',
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
  const reload = () => void list.refetch();

  const setError = (employeeId: string, text: string | undefined) =>
    setRowError((prev) => {
      const rest = Object.fromEntries(Object.entries(prev).filter(([key]) => key !== employeeId));
      return text ? { ...rest, [employeeId]: text } : rest;
    });

  const upload = async (row: EmployeeRow, file: File) => {
    const employeeId = row.employee.employeeId;
    const typeError = requirementFileError(file, requirement);
    if (typeError) {
      setError(employeeId, typeError);
      return;
    }
    setError(employeeId, undefined);
    setMessage(null);
    setBusy(employeeId);
    try {
      // intake §4: for SP bulk, a re-upload first removes the earlier certificate upload.
      if (row.certificate) {
        try {
          await spApi.deleteEmployeeCertificate(row.certificate.bulkUploadId);
        } catch (error) {
          reportError(error, { what: 'removing the earlier certificate' });
          setError(employeeId, MESSAGES.upload.persistFailure);
          return;
        }
      }
      let imageId: string;
      try {
        const stored = await spApi.uploadFile(file, {
          refNo: applicationId,
          requirementsType: requirement.requirementId,
          uploader: getUserId() ?? '',
        });
        imageId = String(stored.id);
      } catch (error) {
        reportError(error, { what: 'certificate file upload' });
        setError(employeeId, MESSAGES.upload.uploadFailure);
        return;
      }
      try {
        await spApi.saveEmployeeCertificate({
          applicationId,
          employeeId,
          imageId,
          requirementId: requirement.requirementId,
          uploadFromPreview: false,
          uploadDate: new Date().toISOString(),
        });
      } catch (error) {
        reportError(error, { what: 'saving the certificate' });
        setError(employeeId, MESSAGES.upload.persistFailure);
        return;
      }
      setMessage(`Health certificate of ${fullName(row.employee)} uploaded.`);
    } finally {
      setBusy(null);
      reload();
    }
  };

  const removeCertificate = async (row: EmployeeRow) => {
    if (!row.certificate) return;
    setBusy(row.employee.employeeId);
    setMessage(null);
    setError(row.employee.employeeId, undefined);
    try {
      await spApi.deleteEmployeeCertificate(row.certificate.bulkUploadId);
      setMessage(`Health certificate of ${fullName(row.employee)} removed.`);
    } catch (error) {
      reportError(error, { what: 'removing the certificate' });
      setError(row.employee.employeeId, MESSAGES.common.somethingWentWrong);
    } finally {
      setBusy(null);
      reload();
    }
  };

  const removeEmployee = async (row: EmployeeRow) => {
    setBusy(row.employee.employeeId);
    setMessage(null);
    setError(row.employee.employeeId, undefined);
    try {
      await spApi.deleteEmployee(row.employee.employeeId);
      setMessage(`${fullName(row.employee)} removed.`);
    } catch (error) {
      reportError(error, { what: 'removing the employee' });
      setError(row.employee.employeeId, MESSAGES.common.somethingWentWrong);
    } finally {
      setBusy(null);
      reload();
    }
  };

  // A failed read shows no rows (not the last ones, which may be gone).
  const shown = list.isError ? undefined : list.data;
  const rows = shown?.rows ?? [];
  const total = shown?.totalCount ?? 0;

  return (
    <section aria-labelledby="employee-list-title" className="qce-stack">
      <h3 id="employee-list-title">Employees</h3>
      {message && <p role="status">{message}</p>}
      {list.isError && <p role="alert">{MESSAGES.common.somethingWentWrong}</p>}
      <div className={requirementsTableClasses.tableWrap}>
        <table
          className={requirementsTableClasses.table}
          aria-labelledby="employee-list-title"
          aria-busy={list.isPending}
        >
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Employee Email</th>
              <th scope="col">Date of Birth</th>
              <th scope="col">{MESSAGES.upload.columnStatus}</th>
              <th scope="col">Health Certificate</th>
            </tr>
          </thead>
          <tbody>
            {list.isSuccess && rows.length === 0 && (
              <tr>
                <td colSpan={5}>{MESSAGES.common.noRecords}</td>
              </tr>
            )}
            {rows.map((row) => (
              <EmployeeRowView
                key={row.employee.employeeId}
                row={row}
                requirement={requirement}
                error={rowError[row.employee.employeeId]}
                busy={busy === row.employee.employeeId}
                readOnly={disabled}
                disabled={disabled || busy !== null}
                onFile={(file) => void upload(row, file)}
                onRemoveCertificate={() => void removeCertificate(row)}
                onRemoveEmployee={() => void removeEmployee(row)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        label="Employees pagination"
        page={page}
        pageSize={pageSize}
        totalCount={total}
        onPageChange={setPage}
        pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </section>
  );
}

function EmployeeRowView({
  row,
  requirement,
  error,
  busy,
  readOnly,
  disabled,
  onFile,
  onRemoveCertificate,
  onRemoveEmployee,
}: {
  row: EmployeeRow;
  requirement: Requirement;
  error: string | undefined;
  busy: boolean;
  /** Under review or validated (intake §4): the certificate can be neither replaced nor removed. */
  readOnly: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
  onRemoveCertificate: () => void;
  onRemoveEmployee: () => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const name = fullName(row.employee);
  const completed = statusIs(row.status, REQUIREMENT_STATUS.completed);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (inputRef.current) inputRef.current.value = '';
    if (file) onFile(file);
  };
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{row.employee.employeeEmail}</td>
      <td>{row.employee.birthDate}</td>
      <td>
        <StatusBadge status={row.status} />
      </td>
      <td>
        <div className={styles.employeeActions}>
          <label htmlFor={`${id}-file`} className="qce-visually-hidden">
            Health certificate for {name}
          </label>
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept={acceptAttribute(acceptedFileTypes(requirement))}
            disabled={disabled || completed}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={change}
          />
          {row.certificate && !completed && !readOnly && (
            <Button disabled={disabled} onClick={onRemoveCertificate}>
              Remove health certificate of {name}
            </Button>
          )}
          {!completed && !readOnly && (
            <Button variant="danger" disabled={disabled} onClick={onRemoveEmployee}>
              Remove employee {name}
            </Button>
          )}
          {busy && <span role="status">Saving…</span>}
          {error && (
            <span id={`${id}-error`} role="alert" className="qce-field__error">
              {error}
            </span>
          )}
        </div>
      </td>
    </tr>
  );
}
