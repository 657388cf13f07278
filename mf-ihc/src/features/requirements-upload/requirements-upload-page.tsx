import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmationModal, LoaderOverlay } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { getUserId } from '@qce/shared-kit/storage';
import {
  APPLICATION_STATUS,
  REQUIREMENT_STATUS,
  TRANSACTION_TYPE,
  isFileRequired,
  requirementFileError,
  statusIs,
  testCompletedDateError,
  uploadSourceOf,
  uploadSourcePatch,
  visibleRequirements,
} from '@qce/shared-kit/domain';
import type { ApplicationRecord, Requirement, Upload } from '@qce/shared-kit/api';
import { StepLayout } from '../../components/step-layout';
import type { StepContext } from '../../components/step-layout';
import { paths } from '../../config/paths';
import { toFormDataDate, toInputDate } from '../../lib/dates';
import { IHC_PERMIT_ID, ihcApi } from '../../lib/ihc-api';
import { DRAFT_KEYS, clearDraft, readDraft, writeDraft } from '../../lib/session-draft';
import { useAsync } from '../../lib/use-async';
import { PreviewDialog } from './preview-dialog';
import { RequirementRow, hasTestDate } from './requirement-row';
import type { RowState } from './requirement-row';
import { UploadSourcePicker } from './upload-source';
import styles from './requirements-upload.module.css';

const U = MESSAGES.upload;

interface UploadDraft {
  testDates: Record<string, string>;
  certified: boolean;
}

/** Requirements upload `/qce/ihc/requirements-upload` (intake §2, §4, §5, §8). */
export function RequirementsUploadPage() {
  return (
    <StepLayout
      title="Requirements Upload"
      step={TRANSACTION_TYPE.uploadRequirements}
      headerPage="ihc-requirements-upload"
    >
      {(ctx) => <RequirementsUpload ctx={ctx} />}
    </StepLayout>
  );
}

function RequirementsUpload({ ctx }: { ctx: StepContext }) {
  const navigate = useNavigate();
  const { application, notify, reload } = ctx;
  const appId = application.applicationId;
  const draftKey = DRAFT_KEYS.requirementsUpload(appId);
  const [draft, setDraftState] = useState<UploadDraft>(
    () => readDraft<UploadDraft>(draftKey) ?? { testDates: {}, certified: false },
  );
  const setDraft = (next: UploadDraft) => {
    setDraftState(next);
    writeDraft(draftKey, next);
  };
  const [rows, setRows] = useState<Record<number, RowState>>({});
  const [savedUploads, setSavedUploads] = useState<Record<number, Upload>>({});
  const [review, setReview] = useState<{ imageId: string; name: string } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const data = useAsync(async () => {
    const f = application.formData;
    const [requirements, uploads] = await Promise.all([
      ihcApi
        .requirements({
          industryId: f.industryId,
          applicationTypeId: f.applicationTypeId,
          subIndustryId: f.subIndustryId,
          permitId: IHC_PERMIT_ID,
        })
        .catch((error: unknown) => {
          console.error('requirements load failed', error);
          return [] as Requirement[];
        }),
      ihcApi.uploads(appId).catch((error: unknown) => {
        console.error('uploads load failed', error);
        return [] as Upload[];
      }),
    ]);
    return { requirements, uploads };
  }, [appId]);

  const source = uploadSourceOf(application.formData);
  const status = application.status;
  const closed = statusIs(status, APPLICATION_STATUS.forReview, APPLICATION_STATUS.completed);

  if (data.status !== 'ready') return <LoaderOverlay active label="Loading requirements" />;

  const visible = visibleRequirements(data.data.requirements, {
    isHealthCard: true,
    isPESO: application.formData.isPESO,
    yellowCard: application.yellowCard ?? application.formData.yellowCard,
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

  const chooseSource = async (next: 'external' | 'internal') => {
    try {
      await ihcApi.updateApplication({
        applicationId: appId,
        formData: { ...application.formData, ...uploadSourcePatch(next) },
        permitId: application.permitId ?? IHC_PERMIT_ID,
        userId: application.userId,
        yellowCard: application.yellowCard,
      });
      reload();
    } catch (error) {
      console.error('saving the upload source failed', error);
    }
  };

  const uploadFor = async (requirement: Requirement, file: File, reset: () => void) => {
    const id = requirement.requirementId;
    const typeError = requirementFileError(file, requirement);
    if (typeError) {
      reset();
      setRow(id, { error: typeError });
      return;
    }
    const existing = uploadOf(id);
    const testDate = dateOf(requirement);
    if (hasTestDate(requirement)) {
      const dateError = testCompletedDateError({
        value: testDate,
        required: requirement.required,
        uploaded: true,
      });
      if (dateError) {
        reset();
        setRow(id, { error: dateError });
        return;
      }
    }
    const wasRequiresUpdate =
      statusIs(existing?.status, REQUIREMENT_STATUS.requiresUpdate) ||
      statusIs(status, APPLICATION_STATUS.requiresUpdate);
    setRow(id, { busy: true, progress: 0 });
    let imageId: string;
    try {
      const stored = await ihcApi.uploadFile(
        file,
        {
          refNo: appId,
          requirementsType: id,
          uploader: getUserId() ?? application.userId,
          ...(existing?.imageId ? { imageId: String(existing.imageId) } : {}),
        },
        (progress) => setRow(id, { busy: true, progress: progress.percent ?? 0 }),
      );
      imageId = String(stored.id);
    } catch (error) {
      console.error('file upload failed', error);
      reset();
      setRow(id, { error: U.uploadFailure });
      notify(U.uploadFailure, 'error');
      return;
    }
    try {
      const saved = await ihcApi.saveUpload({
        ...(existing?.uploadId ? { uploadId: String(existing.uploadId) } : {}),
        applicationId: appId,
        imageId,
        requirementId: id,
        uploadFromPreview: false,
        uploadDate: new Date().toISOString(),
        userId: getUserId() ?? application.userId,
        ...(hasTestDate(requirement) && testDate
          ? { testCompletedDate: toFormDataDate(testDate) }
          : {}),
      });
      setSavedUploads((prev) => ({ ...prev, [id]: saved }));
      setRow(id, {});
      notify(
        wasRequiresUpdate
          ? MESSAGES.submission.requiresUpdateFixed
          : `${requirement.requirementName} uploaded.`,
        'success',
      );
    } catch (error) {
      console.error('saving upload details failed', error);
      reset();
      setRow(id, { error: U.persistFailure });
      notify(U.persistFailure, 'error');
    }
  };

  /**
   * Rows still missing a file (intake §5 file-required rules). A file uploaded on this visit
   * satisfies its row (e.g. the fix of a Requires Update upload).
   */
  const missing = visible.filter(
    (r) =>
      savedUploads[r.requirementId] === undefined &&
      isFileRequired({
        required: r.required,
        upload: uploadOf(r.requirementId),
        applicationStatus: status,
      }),
  );

  const askSubmit = () => {
    setSubmitError(null);
    if (missing.length > 0) {
      setRows((prev) => {
        const next = { ...prev };
        for (const r of missing) next[r.requirementId] = { error: U.fileRequired };
        return next;
      });
      setSubmitError(`${U.fileRequired} (${missing.map((r) => r.requirementName).join(', ')})`);
      return;
    }
    setConfirmOpen(true);
  };

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    let updated: ApplicationRecord;
    try {
      updated = await ihcApi.submitRequirements({
        applicationId: appId,
        formData: application.formData,
        userId: getUserId() ?? application.userId,
      });
    } catch (error) {
      console.error('submit requirements failed', error);
      setSubmitting(false);
      setConfirmOpen(false);
      notify(MESSAGES.submission.failure, 'error');
      return;
    }
    clearDraft(draftKey);
    setConfirmOpen(false);
    navigate(paths.applicationSubmitted.href, {
      state: { notice: MESSAGES.submission.success, applicationId: updated.applicationId },
    });
  };

  const blocked = source === undefined || submitting;

  return (
    <>
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
        {submitError && (
          <p role="alert" className="qce-color-danger">
            {submitError}
          </p>
        )}
        <div className="qce-actions">
          <button
            type="button"
            className="qce-button qce-button--secondary"
            onClick={() => navigate(paths.applicationForm.href)}
          >
            {U.backToApplicationForm}
          </button>
          <button
            type="button"
            className="qce-button qce-button--primary"
            disabled={!draft.certified || blocked || closed}
            onClick={askSubmit}
          >
            {U.submitApplication}
          </button>
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
