import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmationModal, LoaderOverlay, useNotices } from '@qce/shared-kit/ui';
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
  isHealthCertificateRequirement,
  spSubmitIssues,
  visibleRequirements,
} from '@qce/shared-kit/domain';
import type { ApplicationRecord, Requirement, Upload } from '@qce/shared-kit/api';
import { StepLayout } from '../../components/step-layout';
import type { StepContext } from '../../components/step-layout';
import { paths } from '../../config/paths';
import { toFormDataDate, toInputDate } from '../../lib/dates';
import { SP_PERMIT_ID, spApi } from '../../lib/sp-api';
import { useAsync } from '../../lib/use-async';
import { HealthCertificatesDialog } from './health-certificates-dialog';
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

/** sessionStorage draft of this page (test dates, certification) until submitted. */
const draftKeyOf = (appId: string) => `qce-sp:requirements-upload:${appId}`;

function readDraft(key: string): UploadDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as UploadDraft) : undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, value: UploadDraft): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the draft is simply not kept.
  }
}

function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/**
 * Requirements upload `/qce/sp/requirements-upload` (intake §2 Requirements upload and Sanitary
 * permit bulk, §4, §5 SP requirements submit checks, §8): the general upload rules plus the
 * Handle Health Certificates dialog for the employees' health certificates.
 */
export function RequirementsUploadPage() {
  return (
    <StepLayout title="Requirements Upload" step={TRANSACTION_TYPE.uploadRequirements}>
      {(ctx) => <RequirementsUpload ctx={ctx} />}
    </StepLayout>
  );
}

function RequirementsUpload({ ctx }: { ctx: StepContext }) {
  const navigate = useNavigate();
  const { application, reload } = ctx;
  const notices = useNotices();
  const notify = (text: string, tone: 'success' | 'error' | 'info' = 'info') =>
    notices.notify(tone, text);
  const appId = application.applicationId;
  const draftKey = draftKeyOf(appId);
  const [draft, setDraftState] = useState<UploadDraft>(
    () => readDraft(draftKey) ?? { testDates: {}, certified: false },
  );
  const [hcOpen, setHcOpen] = useState(false);
  const [employeesTick, setEmployeesTick] = useState(0);
  const [issues, setIssues] = useState<string[]>([]);
  const employees = useAsync(
    () =>
      spApi.employees({ applicationId: appId, page: 1, limit: 1 }).catch((error: unknown) => {
        console.error('employees summary failed', error);
        return { details: [], totalCount: 0, allHealthCertUploaded: false };
      }),
    [appId, employeesTick],
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
      spApi
        .requirements({
          industryId: f.industryId,
          applicationTypeId: f.applicationTypeId,
          subIndustryId: f.subIndustryId,
          permitId: SP_PERMIT_ID,
        })
        .catch((error: unknown) => {
          console.error('requirements load failed', error);
          return [] as Requirement[];
        }),
      spApi.uploads(appId).catch((error: unknown) => {
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
    isHealthCard: false,
    birthDate: application.formData.birthDate,
    applicationDate: application.applicationDate ?? application.formData.applicationDate,
  });
  const hcRequirement = visible.find(isHealthCertificateRequirement);
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
      await spApi.updateApplication({
        applicationId: appId,
        formData: { ...application.formData, ...uploadSourcePatch(next) },
        permitId: application.permitId ?? SP_PERMIT_ID,
        userId: application.userId,
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
      const stored = await spApi.uploadFile(
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
      const saved = await spApi.saveUpload({
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

  /** Rows still missing a file (intake §5 file-required rules); employees' certificates go through the dialog. */
  const hcImage = hcRequirement ? uploadOf(hcRequirement.requirementId) : undefined;
  const missing = visible.filter((r) =>
    r !== hcRequirement &&
    isFileRequired({
      required: r.required,
      upload: uploadOf(r.requirementId),
      applicationStatus: status,
    }),
  );

  const askSubmit = () => {
    setSubmitError(null);
    // intake §5 SP requirements submit checks, when no health-certificate image exists.
    const spIssues =
      hcRequirement && !hcImage?.imageId
        ? spSubmitIssues({
            uploadedEmployees: employees.data?.totalCount ?? 0,
            employeeNumWithHC: application.formData.employeeNumWithHC,
            allHealthCertUploaded: employees.data?.allHealthCertUploaded ?? false,
          })
        : [];
    setIssues(spIssues);
    if (missing.length > 0) {
      setRows((prev) => {
        const next = { ...prev };
        for (const r of missing) next[r.requirementId] = { error: U.fileRequired };
        return next;
      });
      setSubmitError(`${U.fileRequired} (${missing.map((r) => r.requirementName).join(', ')})`);
    }
    if (missing.length > 0 || spIssues.length > 0) return;
    setConfirmOpen(true);
  };

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    let updated: ApplicationRecord;
    try {
      updated = await spApi.submitRequirements({
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
      {hcRequirement && (
        <section className="qce-panel" aria-labelledby="hc-title">
          <h2 id="hc-title">{hcRequirement.requirementName}</h2>
          <p>
            Employees uploaded: {employees.data?.totalCount ?? 0} of{' '}
            {Number(application.formData.employeeNumWithHC ?? 0)} with a health certificate.
          </p>
          <button
            type="button"
            className="qce-button qce-button--primary"
            disabled={blocked}
            onClick={() => setHcOpen(true)}
          >
            {MESSAGES.spEmployees.handleHealthCertificatesTitle}
          </button>
          <HealthCertificatesDialog
            open={hcOpen}
            applicationId={appId}
            requirement={hcRequirement}
            disabled={closed}
            onClose={() => setHcOpen(false)}
            onChanged={() => setEmployeesTick((t) => t + 1)}
          />
        </section>
      )}
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
      {/* The upload source is saved through the regular application update (intake §4 Upload source). */}
    </>
  );
}
