import { useState } from 'react';
import { Navigate, useNavigate } from '@qce/shared-kit/router';
import {
  ConfirmationModal,
  ErrorPanel,
  LoaderOverlay,
  PageHeading,
  useNotices,
  Button,
} from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { openFromHistory, statusIs } from '@qce/shared-kit/domain';
import type { ApplicationFormData, BulkApplicant } from '@qce/shared-kit/api';
import type { CsvRowIssue } from '@qce/shared-kit/validation';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { paths } from '../../config/paths';
import { bulkRecordRequest } from '../../lib/ihc-requests';
import { useReportedError } from '../../lib/use-reported-error';
import { clearCurrentAppId, getCurrentAppId } from '../../lib/use-current-application';
import { ApplicantRecords } from './applicant-records';
import type { RecordsView } from './applicant-records';
import { bulkApi } from './bulk-api';
import { BULK_COPY } from './bulk-copy';
import { BulkValidatePanel } from './bulk-validate-panel';
import { RosterUpload } from './roster-upload';
import styles from './bulk.module.css';
import type { RosterResult } from './roster-upload';

const B = MESSAGES.bulk;
const R = MESSAGES.rejected;

/**
 * Bulk applicants `/qce/ihc/bulk/applicants` (intake §2 Bulk health card): the roster upload, the
 * applicant records with their views, Validate and submit, and Cancel Bulk Application (discard,
 * after a confirmation, back to the landing). A rejected or discarded bulk shows only its message.
 */
export function BulkApplicantsPage() {
  const navigate = useNavigate();
  const notices = useNotices();
  const bulkId = getCurrentAppId();
  // The representative form read the same bulk moments ago: shown from the page's cache.
  const data = usePageQuery({
    ...requestQuery(bulkRecordRequest(bulkId ?? '')),
    enabled: Boolean(bulkId),
    select: (body) => body.data?.data,
  });
  useReportedError(data.error, 'bulk application load');
  const [view, setView] = useState<RecordsView>('all');
  const [roster, setRoster] = useState<RosterResult | null>(null);
  const [duplicates, setDuplicates] = useState<ApplicationFormData[]>([]);
  const [issues, setIssues] = useState<CsvRowIssue[]>([]);
  const [incomplete, setIncomplete] = useState<BulkApplicant[] | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  if (!bulkId) return <Navigate to={paths.applications.href} replace />;
  if (data.isPending) return <LoaderOverlay active label="Loading bulk applicants" />;
  if (data.isError || !data.data) {
    return (
      <main className="qce-page">
        <h1>{BULK_COPY.applicantsTitle}</h1>
        <ErrorPanel
          message={BULK_COPY.loadFailure}
          onRetry={() => void data.refetch()}
          retryLabel={MESSAGES.common.tryAgain}
        />
      </main>
    );
  }

  const bulk = data.data;
  const decision = openFromHistory({ status: bulk.status, isBulk: true });
  if (decision.kind === 'bulk-rejected' || decision.kind === 'bulk-discarded') {
    const [first, second] =
      decision.kind === 'bulk-rejected'
        ? [R.bulkRejected, R.bulkRejectedReason]
        : [R.bulkDiscarded, R.bulkDiscardedInstruction];
    return (
      <main className="qce-page">
        <h1>{BULK_COPY.applicantsTitle}</h1>
        <div className="qce-panel" role="status">
          <p>{first}</p>
          <p>{second}</p>
        </div>
      </main>
    );
  }
  const editable = statusIs(bulk.status, 'Draft', 'Requires Update');

  const onRoster = (result: RosterResult) => {
    setRoster(result);
    if (result.kind === 'invalid') {
      setIssues(result.issues);
      setView('errors');
    } else if (result.kind === 'uploaded') {
      setIssues([]);
      // The upload was a write: the page's reads (the applicant list) read again by themselves.
      setDuplicates(result.duplicates);
      setIncomplete(null);
      notices.notify('success', BULK_COPY.uploaded(result.added));
      setView(result.duplicates.length > 0 ? 'duplicates' : 'all');
    }
  };

  const discard = async () => {
    try {
      await bulkApi.discard(String(bulk.bulkApplicationId));
    } catch (error) {
      reportError(error, { what: 'bulk discard' });
      notices.notify('error', MESSAGES.common.tryAgain);
      setCancelOpen(false);
      return;
    }
    clearCurrentAppId();
    navigate(paths.applications.href);
  };

  return (
    <main className={`qce-page ${styles.page}`}>
      <PageHeading
        title={`${BULK_COPY.applicantsTitle} (${String(bulk.bulkApplicationId)})`}
        actions={
          editable && (
            <Button variant="danger" onClick={() => setCancelOpen(true)}>
              {BULK_COPY.cancelBulk}
            </Button>
          )
        }
      />
      <p>{bulk.companyName}</p>
      {!editable && (
        <p role="status" className="qce-panel">
          {BULK_COPY.submittedNotice}
        </p>
      )}

      {editable && (
        <RosterUpload
          bulkApplicationId={String(bulk.bulkApplicationId)}
          disabled={!editable}
          onResult={onRoster}
        />
      )}
      <div aria-live="assertive">
        {roster?.kind === 'rejected' && (
          <div role="alert" className="qce-panel qce-panel--error">
            {roster.title && (
              <p>
                <strong>{roster.title}</strong>
              </p>
            )}
            <p>{roster.message}</p>
            {roster.detail && <p>{roster.detail}</p>}
          </div>
        )}
        {roster?.kind === 'invalid' && (
          <div role="alert" className="qce-panel qce-panel--error">
            <p>{roster.message}</p>
            {roster.missingColumns.length > 0 && (
              <p>{BULK_COPY.missingColumns(roster.missingColumns)}</p>
            )}
            <ul>
              {roster.issues.slice(0, 5).map((issue) => (
                <li key={issue.row}>{B.rowIssue(issue.row, issue.columns)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <ApplicantRecords
        bulkApplicationId={String(bulk.bulkApplicationId)}
        view={view}
        onViewChange={setView}
        duplicates={duplicates}
        issues={issues}
        incomplete={incomplete}
      />

      {editable && (
        <BulkValidatePanel
          bulk={bulk}
          disabled={!editable}
          onSourceSaved={() => void data.refetch({ cancelRefetch: false })}
          onIncomplete={(list) => {
            setIncomplete(list);
            if (list.length > 0) setView('incomplete');
          }}
          onSubmitted={() => {
            notices.notify('success', BULK_COPY.submitted);
            // Requirements validation is what is in progress now (intake §2 Successfully Submitted).
            navigate(paths.applicationSubmitted.href);
          }}
        />
      )}

      <ConfirmationModal
        open={cancelOpen}
        title={BULK_COPY.cancelTitle}
        message={BULK_COPY.cancelBody}
        tone="danger"
        confirmLabel={BULK_COPY.cancelBulk}
        cancelLabel={BULK_COPY.keep}
        onCancel={() => setCancelOpen(false)}
        onConfirm={discard}
      />
    </main>
  );
}
