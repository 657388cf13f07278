import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  createUpload,
  getRequirements,
  getUploads,
  submitRequirements,
  updateApplication,
  updateUpload,
  uploadFile,
} from '@qce/shared-kit/api';
import type {
  ApplicationRecord,
  PermitId,
  Requirement,
  UpdateApplicationRequest,
  Upload,
} from '@qce/shared-kit/api';
import {
  APPLICATION_STATUS,
  REQUIREMENT_STATUS,
  areUploadsClosed,
  isFileRequired,
  requirementFileError,
  statusIs,
  testCompletedDateError,
  toFormDataDate,
  toInputDate,
  uploadSourceOf,
  uploadSourcePatch,
  visibleRequirements,
} from '@qce/shared-kit/domain';
import type { UploadSource, VisibilityContext } from '@qce/shared-kit/domain';
import { usePageQuery } from '@qce/shared-kit/data';
import { MESSAGES } from '@qce/shared-kit/messages';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { getUserId, sessionDraft } from '@qce/shared-kit/storage';
import {
  ConfirmationModal,
  ErrorPanel,
  LoaderOverlay,
  useNotices,
  Button,
} from '@qce/shared-kit/ui';
import { loadView } from '../lib/load-view';
import { PreviewDialog } from './preview-dialog';
import { RequirementRow, hasTestDate } from './requirement-row';
import type { RowState } from './requirement-row';
import { UploadSourcePicker } from './upload-source';
import styles from './requirements-upload.module.css';

const U = MESSAGES.upload;

/** The page's sessionStorage draft (intake: what an applicant typed survives a reload until submitted). */
interface UploadDraft {
  /** Test Completed Date (`YYYY-MM-DD`) per requirement id. */
  testDates: Record<string, string>;
  certified: boolean;
}

/** What the track's slots see of the page (the visible requirements and their uploads). */
export interface RequirementsUploadContext {
  /** The requirements shown (visibility rules applied). */
  requirements: readonly Requirement[];
  /** The upload of a requirement: saved on this visit, else the stored one. */
  uploadOf: (requirementId: number) => Upload | undefined;
  /** No upload source chosen yet, or the submission is running. */
  blocked: boolean;
  /** The application is For Review, Validated or Completed (intake §4): nothing can change. */
  closed: boolean;
}

export interface RequirementsUploadPanelProps {
  application: ApplicationRecord;
  /** The track's permit (IHC 1, SP 2): the requirements query, and the update's permit when the application has none. */
  permitId: PermitId;
  /**
   * The track's visibility rules (intake §5 Requirements visibility), e.g. IHC
   * `{ isHealthCard: true, isPESO, yellowCard }`; birth date and application date come from the application.
   */
  visibility: Pick<VisibilityContext, 'isHealthCard' | 'isPESO' | 'yellowCard'>;
  /** sessionStorage key of the page's draft (test dates, certification), kept until submitted. */
  draftKey: string;
  /** Fields the track adds to the upload-source update (IHC: `yellowCard`). */
  updateExtras?: Partial<UpdateApplicationRequest>;
  /** Requirements the track collects with its own widget (SP: employees' health certificates): no file check here. */
  handledElsewhere?: (requirement: Requirement) => boolean;
  /** The track's own checks on Submit (SP §5 submit checks): each message shows and blocks the confirmation. */
  submitChecks?: (context: RequirementsUploadContext) => string[];
  /** Content above the upload source (SP: the Handle Health Certificates panel). */
  renderBefore?: (context: RequirementsUploadContext) => ReactNode;
  /** The upload source was saved: reload the application. */
  onSourceSaved: () => void;
  /** Back to Application Form. */
  onBack: () => void;
  /** The requirements were submitted (go to the Successfully Submitted page). */
  onSubmitted: (updated: ApplicationRecord) => void;
}

/**
 * The body of the Requirements Upload page of a track (intake §2 Requirements upload, §4 Upload
 * source, §5 file-required rules, §8 messages): upload source, the requirement rows (file type,
 * Test Completed Date, upload with progress, Review, Requires Update remarks), certification and a
 * Submit Application that cannot send twice. Track differences come in through the props.
 */
export function RequirementsUploadPanel({
  application,
  permitId,
  visibility,
  draftKey,
  updateExtras,
  handledElsewhere,
  submitChecks,
  renderBefore,
  onSourceSaved,
  onBack,
  onSubmitted,
}: RequirementsUploadPanelProps) {
  const notices = useNotices();
  const notify = (text: string, tone: 'success' | 'error') => notices.notify(tone, text);
  const appId = application.applicationId;
  const kept = sessionDraft<UploadDraft>(draftKey);
  const [draft, setDraftState] = useState<UploadDraft>(
    () => kept.read() ?? { testDates: {}, certified: false },
  );
  const setDraft = (next: UploadDraft) => {
    setDraftState(next);
    kept.write(next);
  };
  const [rows, setRows] = useState<Record<number, RowState>>({});
  const [savedUploads, setSavedUploads] = useState<Record<number, Upload>>({});
  const [review, setReview] = useState<{ imageId: string; name: string } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [issues, setIssues] = useState<string[]>([]);

  // A failed load is not an empty list: without the requirements (or what is already uploaded) the
  // page would offer Submit Application with required files missing. It shows a retry instead.
  const f = application.formData;
  const query = usePageQuery({
    queryKey: [
      'page',
      'requirements-upload',
      appId,
      permitId,
      f.industryId ?? '',
      f.applicationTypeId ?? '',
      f.subIndustryId ?? '',
    ],
    queryFn: async ({ signal }) => {
      const [requirements, uploads] = await Promise.all([
        getRequirements(
          {
            industryId: f.industryId,
            applicationTypeId: f.applicationTypeId,
            subIndustryId: f.subIndustryId,
            permitId,
          },
          { signal },
        ).then((body): Requirement[] => (Array.isArray(body.data) ? body.data : [])),
        getUploads(appId, { signal }).then((body): Upload[] =>
          Array.isArray(body.data) ? body.data : [],
        ),
      ]);
      return { requirements, uploads };
    },
    // What is uploaded changes with the staff's review: read again on every visit.
    staleTime: 0,
  });
  const data = loadView(query);
  useEffect(() => {
    if (query.error) reportError(query.error, { what: 'requirements or uploads load' });
  }, [query.error]);

  const source = uploadSourceOf(application.formData);
  const status = application.status;
  const closed = areUploadsClosed({ applicationStatus: status });

  if (data.status === 'error') {
    return (
      <ErrorPanel message={MESSAGES.common.trackUnavailable} onRetry={() => void query.refetch()} />
    );
  }
  if (data.status !== 'ready') return <LoaderOverlay active label="Loading requirements" />;

  const visible = visibleRequirements(data.data.requirements, {
    ...visibility,
    birthDate: application.formData.birthDate,
    applicationDate: application.applicationDate ?? application.formData.applicationDate,
  });
  const uploadOf = (requirementId: number): Upload | undefined =>
    savedUploads[requirementId] ??
    data.data.uploads.find((u) => Number(u.requirementId) === Number(requirementId));

  const setRow = (requirementId: number, state: RowState) =>
    setRows((prev) => ({ ...prev, [requirementId]: state }));

  const dateOf = (requirement: Requirement): string =>
    draft.testDates[String(requirement.requirementId)] ??
    toInputDate(uploadOf(requirement.requirementId)?.testCompletedDate);

  const userId = () => getUserId() ?? application.userId;

  const chooseSource = async (next: UploadSource) => {
    try {
      await updateApplication({
        applicationId: appId,
        formData: { ...application.formData, ...uploadSourcePatch(next) },
        permitId: application.permitId ?? permitId,
        userId: application.userId,
        ...updateExtras,
      });
      onSourceSaved();
    } catch (error) {
      reportError(error, { what: 'saving the upload source' });
    }
  };

  /** The row's error, or undefined when the file and the test date may be sent. */
  const fileError = (requirement: Requirement, file: File, testDate: string) =>
    requirementFileError(file, requirement) ??
    (hasTestDate(requirement)
      ? testCompletedDateError({ value: testDate, required: requirement.required, uploaded: true })
      : undefined);

  const failed = (id: number, reset: () => void, message: string, what: string, error: unknown) => {
    reportError(error, { what });
    reset();
    setRow(id, { error: message });
    notify(message, 'error');
  };

  const uploadFor = async (requirement: Requirement, file: File, reset: () => void) => {
    const id = requirement.requirementId;
    const existing = uploadOf(id);
    const testDate = dateOf(requirement);
    const invalid = fileError(requirement, file, testDate);
    if (invalid) {
      reset();
      setRow(id, { error: invalid });
      return;
    }
    const wasRequiresUpdate =
      statusIs(existing?.status, REQUIREMENT_STATUS.requiresUpdate) ||
      statusIs(status, APPLICATION_STATUS.requiresUpdate);
    setRow(id, { busy: true, progress: 0 });
    let imageId: string;
    try {
      const stored = await uploadFile(
        {
          refNo: appId,
          requirementsType: id,
          uploader: userId(),
          ...(existing?.imageId ? { imageId: String(existing.imageId) } : {}),
        },
        file,
        (progress) => setRow(id, { busy: true, progress: progress.percent ?? 0 }),
      );
      imageId = String(stored.data.data.id);
    } catch (error) {
      failed(id, reset, U.uploadFailure, 'file upload', error);
      return;
    }
    try {
      const completedDate = hasTestDate(requirement) ? toFormDataDate(testDate) : undefined;
      const body = {
        ...(existing?.uploadId ? { uploadId: String(existing.uploadId) } : {}),
        applicationId: appId,
        imageId,
        requirementId: id,
        uploadFromPreview: false,
        uploadDate: new Date().toISOString(),
        userId: userId(),
        ...(completedDate ? { testCompletedDate: completedDate } : {}),
      };
      const saved = (await (body.uploadId ? updateUpload(body) : createUpload(body))).data;
      setSavedUploads((prev) => ({ ...prev, [id]: saved }));
      setRow(id, {});
      notify(
        wasRequiresUpdate
          ? MESSAGES.submission.requiresUpdateFixed
          : `${requirement.requirementName} uploaded.`,
        'success',
      );
    } catch (error) {
      failed(id, reset, U.persistFailure, 'saving upload details', error);
    }
  };

  const blocked = source === undefined || submitting;
  const context: RequirementsUploadContext = { requirements: visible, uploadOf, blocked, closed };

  /**
   * Rows still missing a file (intake §5 file-required rules). A file uploaded on this visit
   * satisfies its row (e.g. the fix of a Requires Update upload).
   */
  const missing = visible.filter(
    (r) =>
      handledElsewhere?.(r) !== true &&
      savedUploads[r.requirementId] === undefined &&
      isFileRequired({
        required: r.required,
        upload: uploadOf(r.requirementId),
        applicationStatus: status,
      }),
  );

  const askSubmit = () => {
    setSubmitError(null);
    const trackIssues = submitChecks?.(context) ?? [];
    setIssues(trackIssues);
    if (missing.length > 0) {
      setRows((prev) => {
        const next = { ...prev };
        for (const r of missing) next[r.requirementId] = { error: U.fileRequired };
        return next;
      });
      setSubmitError(`${U.fileRequired} (${missing.map((r) => r.requirementName).join(', ')})`);
    }
    if (missing.length > 0 || trackIssues.length > 0) return;
    setConfirmOpen(true);
  };

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    let updated: ApplicationRecord;
    try {
      updated = (
        await submitRequirements({
          applicationId: appId,
          formData: application.formData,
          userId: userId(),
        })
      ).data;
    } catch (error) {
      reportError(error, { what: 'submit requirements' });
      setSubmitting(false);
      setConfirmOpen(false);
      notify(MESSAGES.submission.failure, 'error');
      return;
    }
    kept.clear();
    setConfirmOpen(false);
    onSubmitted(updated);
  };

  return (
    <>
      {renderBefore?.(context)}
      <UploadSourcePicker source={source} disabled={closed} onChoose={chooseSource} />
      <section className="qce-panel" aria-labelledby="requirements-title">
        <h2 id="requirements-title">Requirements</h2>
        {source === undefined && <p role="note">Choose an upload source to start uploading.</p>}
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby="requirements-title">
            <thead>
              <tr>
                <th scope="col">{U.columnName}</th>
                <th scope="col">{U.columnReview}</th>
                <th scope="col">{U.columnFile}</th>
                <th scope="col">{U.columnStatus}</th>
                <th scope="col">{U.columnTestCompletedDate}</th>
              </tr>
            </thead>
            <tbody>
              {visible.length === 0 && (
                <tr>
                  <td colSpan={5}>{MESSAGES.common.noRecords}</td>
                </tr>
              )}
              {visible.map((requirement) => {
                const id = requirement.requirementId;
                const upload = uploadOf(id);
                return (
                  <RequirementRow
                    key={id}
                    requirement={requirement}
                    upload={upload}
                    applicationStatus={status}
                    testDate={dateOf(requirement)}
                    state={rows[id] ?? {}}
                    blocked={blocked}
                    onTestDate={(value) => {
                      setRow(id, {});
                      setDraft({
                        ...draft,
                        testDates: { ...draft.testDates, [String(id)]: value },
                      });
                    }}
                    onFile={(file, reset) => void uploadFor(requirement, file, reset)}
                    onReview={() =>
                      upload?.imageId &&
                      setReview({
                        imageId: String(upload.imageId),
                        name: requirement.requirementName,
                      })
                    }
                  />
                );
              })}
            </tbody>
          </table>
        </div>
        <label className="qce-check">
          <input
            type="checkbox"
            checked={draft.certified}
            disabled={closed}
            onChange={(e) => setDraft({ ...draft, certified: e.target.checked })}
          />{' '}
          {U.certification}
        </label>
        {issues.length > 0 && (
          <ul role="alert" className="qce-field__error">
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        )}
        {submitError && (
          <p role="alert" className="qce-color-danger">
            {submitError}
          </p>
        )}
        <div className="qce-actions">
          <Button onClick={onBack}>{U.backToApplicationForm}</Button>
          <Button
            variant="primary"
            disabled={!draft.certified || blocked || closed}
            onClick={askSubmit}
          >
            {U.submitApplication}
          </Button>
        </div>
      </section>
      {review && (
        <PreviewDialog
          imageId={review.imageId}
          name={review.name}
          onClose={() => setReview(null)}
        />
      )}
      <ConfirmationModal
        open={confirmOpen}
        title={U.submitApplication}
        message={MESSAGES.submission.confirm}
        busy={submitting}
        confirmLabel={U.submitApplication}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={submit}
      />
      <LoaderOverlay active={submitting} label="Submitting requirements" />
    </>
  );
}
