import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import Papa from 'papaparse';
import { MESSAGES } from '@qce/shared-kit/messages';
import { BULK_CSV_FILE_TYPES, acceptAttribute, bulkCsvFileError } from '@qce/shared-kit/domain';
import { SP_EMPLOYEE_CSV_COLUMNS, validateSpEmployeeCsvRows } from '@qce/shared-kit/validation';
import type { CsvRowIssue } from '@qce/shared-kit/validation';
import type { SpEmployeesCsvResult } from '@qce/shared-kit/api';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { serverMessageOf } from '../../lib/errors';
import { spApi } from '../../lib/sp-api';
import styles from './requirements-upload.module.css';

type Outcome =
  | { kind: 'error'; message: string; issues?: CsvRowIssue[] }
  | { kind: 'done'; added: number; duplicate: SpEmployeesCsvResult['duplicate'] };

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/**
 * Parses a CSV file into header-keyed rows (papaparse); null when papaparse cannot read it (the
 * applicant's file, which the page answers with its message, not a failure to report).
 */
async function parseCsv(file: File): Promise<Record<string, string>[] | null> {
  const result = Papa.parse<Record<string, string>>(await readText(file), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  return result.errors.some((e) => e.type !== 'FieldMismatch') ? null : result.data;
}

/**
 * Upload Employees by CSV (intake §2 Sanitary permit bulk, §5 SP employee CSV): the columns
 * Employee Email, First Name, Last Name, Date of Birth are required; rows with a missing or
 * pattern-failing column are reported by row number and column names and nothing is uploaded.
 * Employees already on the application come back as duplicates.
 */
export function EmployeeCsvUpload({
  applicationId,
  onUploaded,
}: {
  applicationId: string;
  onUploaded: () => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const reset = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || busy) return;
    setOutcome(null);
    const typeError = bulkCsvFileError(file.name);
    if (typeError) {
      reset();
      setOutcome({ kind: 'error', message: typeError });
      return;
    }
    setBusy(true);
    try {
      let rows: Record<string, string>[] | null;
      try {
        rows = await parseCsv(file);
      } catch (error) {
        // The file could not be read at all.
        reportError(error, { what: 'employee CSV read' });
        rows = null;
      }
      if (!rows) {
        setOutcome({ kind: 'error', message: MESSAGES.bulk.parseFailure });
        return;
      }
      const checked = validateSpEmployeeCsvRows(rows);
      if (checked.issues.length > 0 || rows.length === 0) {
        setOutcome({
          kind: 'error',
          message: checked.message ?? MESSAGES.spEmployees.noEmployees,
          issues: checked.issues,
        });
        return;
      }
      try {
        const result = await spApi.uploadEmployeesCsv(applicationId, file);
        setOutcome({
          kind: 'done',
          added: rows.length - result.duplicate.length,
          duplicate: result.duplicate,
        });
        onUploaded();
      } catch (error) {
        reportError(error, { what: 'employee CSV upload' });
        setOutcome({ kind: 'error', message: serverMessageOf(error, MESSAGES.bulk.parseFailure) });
      }
    } finally {
      reset();
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="qce-stack">
      <h3 id={`${id}-title`}>{MESSAGES.spEmployees.uploadEmployees}</h3>
      <p id={`${id}-hint`} className="qce-field__hint">
        CSV columns: {SP_EMPLOYEE_CSV_COLUMNS.join(', ')}
      </p>
      <label htmlFor={`${id}-file`}>Employees CSV file</label>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        accept={acceptAttribute(BULK_CSV_FILE_TYPES)}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event)}
      />
      {busy && <p role="status">Uploading employees…</p>}
      {outcome?.kind === 'error' && (
        <div role="alert">
          <p className="qce-field__error">{outcome.message}</p>
          {outcome.issues && outcome.issues.length > 0 && (
            <ul className={styles.issues} aria-label="Rows with incomplete details">
              {outcome.issues.map((issue) => (
                <li key={issue.row}>{MESSAGES.bulk.rowIssue(issue.row, issue.columns)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {outcome?.kind === 'done' && (
        <div role="status">
          <p>{outcome.added} employee(s) uploaded.</p>
          {outcome.duplicate.length > 0 && (
            <>
              <p>{MESSAGES.bulk.duplicateRecords}</p>
              <ul className={styles.issues} aria-label={MESSAGES.bulk.duplicateRecords}>
                {outcome.duplicate.map((d) => (
                  <li key={d.employeeEmail}>
                    {d.firstName} {d.lastName} ({d.employeeEmail})
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
