import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { BULK_CSV_FILE_TYPES, acceptAttribute, bulkCsvFileError } from '@qce/shared-kit/domain';
import type { ApplicationFormData } from '@qce/shared-kit/api';
import type { CsvRowIssue } from '@qce/shared-kit/validation';
import { bulkApi, serverMessageOf } from './bulk-api';
import { BULK_COPY } from './bulk-copy';
import { useRosterParser } from './csv/roster-parser-context';
import styles from './bulk.module.css';
import { reportError } from '@qce/shared-kit/remote/report-error';

const B = MESSAGES.bulk;

/** What the last chosen file came to; the page shows the matching records view. */
export type RosterResult =
  | { kind: 'rejected'; title?: string; message: string; detail?: string }
  | { kind: 'invalid'; message: string; issues: CsvRowIssue[]; missingColumns: string[] }
  | { kind: 'uploaded'; added: number; duplicates: ApplicationFormData[] };

/**
 * Roster upload (intake §2 Bulk health card; §5 Bulk health card CSV; §7 POST multipart bulk
 * upload; §8 Bulk upload failure). The file is checked in a web worker first: not a CSV, a parse
 * failure or bad rows keep it from being uploaded; a good file goes to the server, whose
 * duplicates (`duplicateApplication`) are shown.
 */
export function RosterUpload({
  bulkApplicationId,
  disabled,
  onResult,
}: {
  bulkApplicationId: string;
  disabled: boolean;
  onResult: (result: RosterResult) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const busyRef = useRef(false);
  const getParser = useRosterParser();
  const [phase, setPhase] = useState<'idle' | 'checking' | 'uploading'>('idle');
  const [rowsRead, setRowsRead] = useState(0);
  const [fraction, setFraction] = useState(0);

  const finish = (result: RosterResult) => {
    busyRef.current = false;
    setPhase('idle');
    if (inputRef.current) inputRef.current.value = '';
    onResult(result);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || busyRef.current) return;
    const typeError = bulkCsvFileError(file.name);
    if (typeError) {
      finish({ kind: 'rejected', title: B.fileTypeNotAccepted, message: typeError });
      return;
    }
    busyRef.current = true;
    setPhase('checking');
    setRowsRead(0);
    setFraction(0);
    let outcome;
    try {
      const parser = await getParser();
      outcome = await parser.check(file, (p) => {
        setRowsRead(p.rowsChecked);
        setFraction(p.totalBytes > 0 ? p.bytesParsed / p.totalBytes : 0);
      });
    } catch (error) {
      reportError(error, { what: 'roster check' });
      outcome = { kind: 'parse-failure' as const, reason: String(error) };
    }
    switch (outcome.kind) {
      case 'not-csv':
        finish({ kind: 'rejected', title: B.fileTypeNotAccepted, message: outcome.message });
        return;
      case 'parse-failure':
        finish({ kind: 'rejected', message: B.parseFailure });
        return;
      case 'empty':
        finish({ kind: 'rejected', message: B.parseFailure, detail: BULK_COPY.emptyFile });
        return;
      case 'invalid':
        finish({
          kind: 'invalid',
          message: outcome.message,
          issues: outcome.issues,
          missingColumns: outcome.missingColumns,
        });
        return;
      case 'valid':
        break;
    }
    setPhase('uploading');
    try {
      const duplicates = await bulkApi.uploadRoster(bulkApplicationId, outcome.csv, file.name);
      finish({
        kind: 'uploaded',
        added: Math.max(0, outcome.totalRows - duplicates.length),
        duplicates,
      });
    } catch (error) {
      reportError(error, { what: 'roster upload' });
      finish({ kind: 'rejected', message: serverMessageOf(error) ?? B.parseFailure });
    }
  };

  return (
    <section className="qce-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{BULK_COPY.rosterTitle}</h2>
      <div className="qce-field">
        <label htmlFor={`${id}-file`}>{BULK_COPY.rosterLabel}</label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          className={styles.fileInput}
          type="file"
          accept={acceptAttribute(BULK_CSV_FILE_TYPES)}
          aria-describedby={`${id}-hint`}
          disabled={disabled || phase !== 'idle'}
          onChange={(event) => void choose(event)}
        />
        <span id={`${id}-hint`} className="qce-field__hint">
          {BULK_COPY.rosterHint}
        </span>
      </div>
      <div aria-live="polite">
        {phase === 'checking' && (
          <>
            <p>{BULK_COPY.checking(rowsRead)}</p>
            <progress
              className={styles.progress}
              max={1}
              value={fraction}
              aria-label={BULK_COPY.checking(rowsRead)}
            />
          </>
        )}
        {phase === 'uploading' && <p>{BULK_COPY.uploading}</p>}
      </div>
    </section>
  );
}
