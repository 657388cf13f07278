import { useId, useRef, useState } from 'react';
import { ConfirmationModal, Button } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { bulkValidateIssues, isBulkValidateEnabled, uploadSourceOf } from '@qce/shared-kit/domain';
import type { UploadSource } from '@qce/shared-kit/domain';
import type { BulkApplicant, BulkApplicationRecord } from '@qce/shared-kit/api';
import { bulkApi, serverMessageOf } from './bulk-api';
import { BULK_COPY } from './bulk-copy';
import { reportError } from '@qce/shared-kit/remote/report-error';

const B = MESSAGES.bulk;
const U = MESSAGES.upload;

const sourceLabel = (s: UploadSource) =>
  s === 'internal' ? U.inHouseLaboratory : U.externalLaboratory;

/**
 * Source choice, certification, Validate and submit of a bulk application (intake §5 Bulk Validate,
 * §5 Bulk notice, §7 bulk base / bulk check / bulk submit, §8 Bulk submit failure).
 * - The source (External or In-House Laboratory) is chosen once for the whole bulk (bulk base call).
 * - Validate is enabled by `isBulkValidateEnabled` (certified and a source chosen); it asks the bulk
 *   check for incomplete applicants and lists `bulkValidateIssues`.
 * - With no issues the 'No Refund Policy' notice comes before the submit, which sends once.
 */
export function BulkValidatePanel({
  bulk,
  disabled,
  onSourceSaved,
  onIncomplete,
  onSubmitted,
}: {
  bulk: BulkApplicationRecord;
  disabled: boolean;
  onSourceSaved: () => void;
  onIncomplete: (applicants: BulkApplicant[]) => void;
  onSubmitted: () => void;
}) {
  const id = useId();
  const bulkId = String(bulk.bulkApplicationId);
  const savedSource = uploadSourceOf(bulk.formData);
  const [pendingSource, setPendingSource] = useState<UploadSource | null>(null);
  const [sourceError, setSourceError] = useState<string | null>(null);
  const [certified, setCertified] = useState(false);
  const [validating, setValidating] = useState(false);
  const [issues, setIssues] = useState<string[] | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const sending = useRef(false);

  const enabled =
    !disabled && isBulkValidateEnabled({ certified, sourceChosen: savedSource !== undefined });

  const validate = async () => {
    setValidating(true);
    setSubmitError(null);
    try {
      const [page, incomplete] = await Promise.all([
        bulkApi.applicants({ bulkApplicationId: bulkId, page: 1, limit: 1 }),
        bulkApi.incompleteApplicants(bulkId),
      ]);
      onIncomplete(incomplete);
      const found = bulkValidateIssues({
        applicantCount: page.totalCount,
        acknowledged: certified,
        incompleteCount: incomplete.length,
      });
      setIssues(found);
      if (found.length === 0) setNoticeOpen(true);
    } catch (error) {
      reportError(error, { what: 'bulk validate' });
      setSubmitError(serverMessageOf(error) ?? B.submitFailure);
    } finally {
      setValidating(false);
    }
  };

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await bulkApi.submit(bulkId);
      setNoticeOpen(false);
      onSubmitted();
    } catch (error) {
      reportError(error, { what: 'bulk submit' });
      setNoticeOpen(false);
      setSubmitError(serverMessageOf(error) ?? B.submitFailure);
      sending.current = false;
    }
  };

  return (
    <section className="qce-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{BULK_COPY.validateTitle}</h2>

      <fieldset disabled={disabled || savedSource !== undefined}>
        <legend>{U.uploadSourceLabel}</legend>
        {(['external', 'internal'] as const).map((s) => (
          <label key={s} className="qce-check">
            <input
              type="radio"
              name={`${id}-source`}
              value={s}
              checked={(savedSource ?? pendingSource) === s}
              onChange={() => setPendingSource(s)}
            />{' '}
            {sourceLabel(s)}
          </label>
        ))}
      </fieldset>
      {savedSource !== undefined && <p>{U.uploadSourceLocked}</p>}
      {sourceError && (
        <p role="alert" className="qce-color-danger">
          {sourceError}
        </p>
      )}

      <label className="qce-check">
        <input
          type="checkbox"
          checked={certified}
          disabled={disabled}
          onChange={(e) => setCertified(e.target.checked)}
        />{' '}
        {BULK_COPY.certification}
      </label>

      <div className="qce-actions">
        <Button variant="primary" disabled={!enabled || validating} onClick={() => void validate()}>
          {BULK_COPY.validate}
        </Button>
      </div>

      <div aria-live="polite">
        {issues && issues.length > 0 && (
          <ul role="alert" className="qce-color-danger">
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        )}
        {issues && issues.length === 0 && !submitError && <p role="status">{BULK_COPY.noIssues}</p>}
        {submitError && (
          <p role="alert" className="qce-color-danger">
            {submitError}
          </p>
        )}
      </div>

      <ConfirmationModal
        open={pendingSource !== null && savedSource === undefined}
        title={U.uploadSourceLabel}
        message={BULK_COPY.sourceConfirm(pendingSource ? sourceLabel(pendingSource) : '')}
        confirmLabel="Yes"
        cancelLabel="No"
        onCancel={() => setPendingSource(null)}
        onConfirm={async () => {
          if (!pendingSource) return;
          setSourceError(null);
          try {
            await bulkApi.saveSource(bulk, pendingSource === 'internal');
            onSourceSaved();
          } catch (error) {
            reportError(error, { what: 'bulk source save' });
            setSourceError(serverMessageOf(error) ?? BULK_COPY.sourceFailure);
          }
          setPendingSource(null);
        }}
      />

      <ConfirmationModal
        open={noticeOpen}
        title={B.noRefundPolicyTitle}
        message={B.noRefundPolicy}
        confirmLabel={BULK_COPY.submit}
        cancelLabel={MESSAGES.common.cancel}
        onCancel={() => setNoticeOpen(false)}
        onConfirm={submit}
      />
    </section>
  );
}
