import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DataTable, ErrorPanel, Pagination, usePageSize, Button } from '@qce/shared-kit/ui';
import type { DataTableColumn } from '@qce/shared-kit/ui';
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZE_OPTIONS } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { ApplicationFormData, BulkApplicant } from '@qce/shared-kit/api';
import type { CsvRowIssue } from '@qce/shared-kit/validation';
import { listOf } from '@qce/shared-kit/api/intake';
import { keepPreviousData, requestQuery, usePageQuery } from '@qce/shared-kit/data';
import { useReportedError } from '../../lib/use-reported-error';
import { bulkApplicantsRequest } from './bulk-api';
import { BULK_COPY } from './bulk-copy';
import styles from './bulk.module.css';

const B = MESSAGES.bulk;

/**
 * Rows per page of the bulk applicant list: 10 by default, remembered under `hc-bulk` (intake §9), out of
 * the lists' options 10, 30, 50, 75, 100 (payment spec §9).
 */
export const BULK_PAGE_KEY = 'hc-bulk';

export type RecordsView = 'all' | 'duplicates' | 'errors' | 'incomplete';

interface PersonRow {
  key: string;
  name: string;
  email: string;
  birthDate: string;
  occupation: string;
  status: string;
}

const fullName = (f: ApplicationFormData) =>
  [f.firstName, f.middleName, f.lastName].filter(Boolean).join(' ');

const personRow = (f: ApplicationFormData, key: string, status = ''): PersonRow => ({
  key,
  name: fullName(f) || '-',
  email: f.email ?? '',
  birthDate: f.birthDate ?? '',
  occupation: f.occupation ?? '',
  status,
});

const personColumns: DataTableColumn<PersonRow>[] = [
  { key: 'name', header: BULK_COPY.columnName },
  { key: 'email', header: BULK_COPY.columnEmail },
  { key: 'birthDate', header: BULK_COPY.columnBirthDate },
  { key: 'occupation', header: BULK_COPY.columnOccupation },
  { key: 'status', header: BULK_COPY.columnStatus },
];

interface IssueRow {
  key: string;
  row: number;
  columns: string;
}

const issueColumns: DataTableColumn<IssueRow>[] = [
  { key: 'row', header: BULK_COPY.columnRow },
  { key: 'columns', header: BULK_COPY.columnColumns },
];

function usePaged<T>(items: readonly T[]) {
  const [page, setPage] = useState(1);
  const [size, setSize] = usePageSize(
    BULK_PAGE_KEY,
    LIST_DEFAULT_PAGE_SIZE,
    LIST_PAGE_SIZE_OPTIONS,
  );
  const last = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(page, last);
  return {
    rows: items.slice((current - 1) * size, current * size),
    pagination: (label: string) => (
      <Pagination
        label={label}
        page={current}
        pageSize={size}
        totalCount={items.length}
        onPageChange={setPage}
        pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
    ),
  };
}

interface NameSearch {
  firstName: string;
  middleName: string;
  lastName: string;
}

const NO_SEARCH: NameSearch = { firstName: '', middleName: '', lastName: '' };

/** The uploaded applicants, paged by the server, with the search by first, middle and last name. */
function AllApplicants({ bulkApplicationId }: { bulkApplicationId: string }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const [size, setSize] = usePageSize(
    BULK_PAGE_KEY,
    LIST_DEFAULT_PAGE_SIZE,
    LIST_PAGE_SIZE_OPTIONS,
  );
  const [draft, setDraft] = useState<NameSearch>(NO_SEARCH);
  const [search, setSearch] = useState<NameSearch>(NO_SEARCH);
  // A failed load is not an empty list ('No records found' for a roster that is there): a retry.
  // An upload is a write: it makes this read stale, so the list reads again by itself.
  const result = usePageQuery({
    ...requestQuery(
      bulkApplicantsRequest({
        bulkApplicationId,
        page,
        limit: size,
        ...Object.fromEntries(Object.entries(search).filter(([, v]) => v.trim() !== '')),
      }),
    ),
    select: (body) => ({
      details: listOf(body.data?.details),
      totalCount: body.data?.totalCount ?? 0,
    }),
    // Another page or search keeps the rows on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
  useReportedError(result.error, 'bulk applicants load');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setSearch({
      firstName: draft.firstName.trim(),
      middleName: draft.middleName.trim(),
      lastName: draft.lastName.trim(),
    });
  };
  const fields: [keyof NameSearch, string][] = [
    ['firstName', B.searchFirstName],
    ['middleName', B.searchMiddleName],
    ['lastName', B.searchLastName],
  ];
  return (
    <>
      <form role="search" aria-label={BULK_COPY.searchLegend} onSubmit={submit}>
        <div className={styles.searchRow}>
          {fields.map(([key, label]) => (
            <div className="qce-field" key={key}>
              <label htmlFor={`${id}-${key}`}>{label}</label>
              <input
                id={`${id}-${key}`}
                type="search"
                value={draft[key]}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              />
            </div>
          ))}
          <div className="qce-actions">
            <Button type="submit">{BULK_COPY.search}</Button>
            <button
              type="button"
              className="qce-link-button"
              onClick={() => {
                setDraft(NO_SEARCH);
                setSearch(NO_SEARCH);
                setPage(1);
              }}
            >
              {BULK_COPY.clearSearch}
            </button>
          </div>
        </div>
      </form>
      {result.isError ? (
        <ErrorPanel
          message={MESSAGES.common.trackUnavailable}
          onRetry={() => void result.refetch()}
        />
      ) : (
        <div aria-busy={result.isPending}>
          <DataTable
            caption={BULK_COPY.allApplicants}
            captionHidden
            columns={personColumns}
            rows={(result.data?.details ?? []).map((a) =>
              personRow(a.formData ?? {}, String(a.applicationId), a.status),
            )}
            getRowKey={(r) => r.key}
            emptyText={result.isPending ? MESSAGES.common.loading : undefined}
          />
        </div>
      )}
      <Pagination
        label={`${BULK_COPY.allApplicants} pagination`}
        page={page}
        pageSize={size}
        totalCount={result.data?.totalCount ?? 0}
        onPageChange={setPage}
        pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
    </>
  );
}

function PeopleView({ caption, people }: { caption: string; people: PersonRow[] }) {
  const paged = usePaged(people);
  return (
    <>
      <DataTable
        caption={caption}
        captionHidden
        columns={personColumns}
        rows={paged.rows}
        getRowKey={(r) => r.key}
      />
      {paged.pagination(`${caption} pagination`)}
    </>
  );
}

function IssuesView({ issues }: { issues: readonly CsvRowIssue[] }) {
  const paged = usePaged(
    issues.map((i) => ({ key: String(i.row), row: i.row, columns: i.columns.join(', ') })),
  );
  return (
    <>
      <DataTable
        caption={B.errorRecords}
        captionHidden
        columns={issueColumns}
        rows={paged.rows}
        getRowKey={(r) => r.key}
      />
      {paged.pagination(`${B.errorRecords} pagination`)}
    </>
  );
}

/**
 * The applicant records (intake §2 Bulk health card): all uploaded applicants (search by first,
 * middle and last name; rows per page remembered under `hc-bulk`), and the views for duplicate
 * records (the server's `duplicateApplication`), records with errors (rows of the last file by row
 * number and column names) and incomplete records (the bulk check).
 */
export function ApplicantRecords({
  bulkApplicationId,
  view,
  onViewChange,
  duplicates,
  issues,
  incomplete,
}: {
  bulkApplicationId: string;
  view: RecordsView;
  onViewChange: (view: RecordsView) => void;
  duplicates: readonly ApplicationFormData[];
  issues: readonly CsvRowIssue[];
  incomplete: readonly BulkApplicant[] | null;
}) {
  const headingId = useId();
  const views: [RecordsView, string, number | undefined][] = [
    ['all', BULK_COPY.allApplicants, undefined],
    ['duplicates', B.duplicateRecords, duplicates.length],
    ['errors', B.errorRecords, issues.length],
    ['incomplete', B.incompleteRecords, incomplete?.length],
  ];
  const title = views.find(([v]) => v === view)?.[1] ?? BULK_COPY.allApplicants;
  return (
    <section className="qce-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className={styles.views} role="group" aria-label={BULK_COPY.viewsLabel}>
        {views.map(([v, label, count]) => (
          <Button key={v} aria-pressed={view === v} onClick={() => onViewChange(v)}>
            {count === undefined ? label : `${label} (${count})`}
          </Button>
        ))}
      </div>
      {view === 'all' && <AllApplicants bulkApplicationId={bulkApplicationId} />}
      {view === 'duplicates' && (
        <PeopleView
          caption={B.duplicateRecords}
          people={duplicates.map((f, i) => personRow(f, `${i}-${f.email ?? ''}`))}
        />
      )}
      {view === 'errors' && <IssuesView issues={issues} />}
      {view === 'incomplete' && (
        <PeopleView
          caption={B.incompleteRecords}
          people={(incomplete ?? []).map((a) =>
            personRow(a.formData ?? {}, String(a.applicationId), a.status),
          )}
        />
      )}
    </section>
  );
}
