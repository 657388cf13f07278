import { useState } from 'react';
import { ConfirmationModal, Dialog } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import {
  activeSubIndustries,
  applicationTypesFor,
  foodIndustries,
  businessLineLabel,
  businessLinesOf,
  changedDetails,
  findIndustry,
  findSubIndustry,
  noChangeError,
  onIndustryChange,
  onSubIndustryChange,
  subIndustryLabel,
} from '@qce/shared-kit/domain';
import type { ApplicationType, Industry } from '@qce/shared-kit/api';
import type { InitialDetails } from '../lib/initial-details';
import { spApi } from '../lib/sp-api';
import { useAsync } from '../lib/use-async';

const L = MESSAGES.landing;
const FIELD_LABELS: Record<string, string> = {
  classification: L.classification,
  applicationTypeId: L.applicationType,
  type: L.applicationType,
  industryId: L.industry,
  industry: L.industry,
  subIndustryId: L.subIndustry,
  subIndustry: L.subIndustry,
  businessLine: L.businessLine,
};
/** Fields compared and shown in Confirm Changes (names, not ids, are what the applicant reads). */
const SHOWN_FIELDS = ['type', 'industry', 'subIndustry', 'businessLine'] as const;

/**
 * Update Details (intake §2 Application details header, §5 Changing initial details): change the
 * initial details; industry resets sub-industry and business line to the first active option,
 * sub-industry resets business line; nothing changed -> 'No change detected'; otherwise a Confirm
 * Changes dialog with current vs new values. `onSave` resolves or rejects; the caller reports.
 * Mount it when opening (`{open && <UpdateDetailsDialog open ... />}`): it starts from `current`.
 */
export function UpdateDetailsDialog({
  open,
  current,
  onClose,
  onSave,
}: {
  open: boolean;
  current: InitialDetails;
  onClose: () => void;
  onSave: (next: InitialDetails) => Promise<void>;
}) {
  const lists = useAsync(async () => {
    if (!open) return { industries: [] as Industry[], types: [] as ApplicationType[] };
    const [industries, types] = await Promise.all([
      spApi.industries().catch(() => [] as Industry[]),
      spApi.applicationTypes().catch(() => [] as ApplicationType[]),
    ]);
    return { industries: foodIndustries(industries), types: applicationTypesFor(types, 'SP') };
  }, [open]);
  const [draft, setDraft] = useState<InitialDetails>(current);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const industries = lists.data?.industries ?? [];
  const types = lists.data?.types ?? [];
  const industry = findIndustry(industries, draft.industryId);
  const sub = findSubIndustry(industry, draft.subIndustryId);
  const lines = businessLinesOf(sub).map(businessLineLabel).filter(Boolean);
  const changes = changedDetails(current, draft, SHOWN_FIELDS);

  const patch = (next: Partial<InitialDetails>) => {
    setError(null);
    setDraft((d) => ({ ...d, ...next }));
  };

  const save = () => {
    const missing = (
      [
        ['applicationTypeId', L.applicationType],
        ['industryId', L.industry],
        ['subIndustryId', L.subIndustry],
        ['businessLine', L.businessLine],
      ] as const
    ).find(([key]) => draft[key] === undefined || draft[key] === '');
    if (missing) {
      setError(MESSAGES.validation.fieldRequired(missing[1]));
      return;
    }
    const noChange = noChangeError(current, draft);
    if (noChange) {
      setError(noChange);
      return;
    }
    setConfirming(true);
  };

  return (
    <>
      <Dialog
        open={open && !confirming}
        onClose={onClose}
        title={MESSAGES.updateDetails.dialogTitle}
        footer={
          <>
            <button type="button" className="qce-button qce-button--secondary" onClick={onClose}>
              {MESSAGES.common.cancel}
            </button>
            <button type="button" className="qce-button qce-button--primary" onClick={save}>
              Save
            </button>
          </>
        }
      >
        <div className="qce-stack">
          <div className="qce-field">
            <label htmlFor="update-type">
              {L.applicationType} <span aria-hidden="true">*</span>
            </label>
            <select
              id="update-type"
              required
              value={draft.applicationTypeId === undefined ? '' : String(draft.applicationTypeId)}
              onChange={(e) => {
                const type = types.find((t) => String(t.applicationTypeId) === e.target.value);
                patch({ applicationTypeId: type?.applicationTypeId, type: type?.value });
              }}
            >
              <option value="">Select</option>
              {types.map((t) => (
                <option key={t.applicationTypeId} value={String(t.applicationTypeId)}>
                  {t.value}
                </option>
              ))}
            </select>
          </div>
          <div className="qce-field">
            <label htmlFor="update-industry">
              {L.industry} <span aria-hidden="true">*</span>
            </label>
            <select
              id="update-industry"
              required
              value={draft.industryId === undefined ? '' : String(draft.industryId)}
              onChange={(e) => {
                const reset = onIndustryChange(industries, e.target.value);
                patch({
                  industryId: reset.industryId === undefined ? undefined : Number(reset.industryId),
                  industry: reset.industry,
                  subIndustryId:
                    reset.subIndustryId === undefined ? undefined : Number(reset.subIndustryId),
                  subIndustry: reset.subIndustry,
                  businessLine: reset.businessLine,
                });
              }}
            >
              <option value="">Select</option>
              {industries.map((i) => (
                <option key={i.industryId} value={String(i.industryId)}>
                  {i.industryName}
                </option>
              ))}
            </select>
          </div>
          <div className="qce-field">
            <label htmlFor="update-sub-industry">
              {L.subIndustry} <span aria-hidden="true">*</span>
            </label>
            <select
              id="update-sub-industry"
              required
              disabled={!industry}
              value={draft.subIndustryId === undefined ? '' : String(draft.subIndustryId)}
              onChange={(e) => {
                const reset = onSubIndustryChange(industry, e.target.value);
                patch({
                  subIndustryId:
                    reset.subIndustryId === undefined ? undefined : Number(reset.subIndustryId),
                  subIndustry: reset.subIndustry,
                  businessLine: reset.businessLine,
                });
              }}
            >
              <option value="">Select</option>
              {activeSubIndustries(industry).map((s) => (
                <option key={String(s.subIndustryId)} value={String(s.subIndustryId)}>
                  {subIndustryLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div className="qce-field">
            <label htmlFor="update-business-line">
              {L.businessLine} <span aria-hidden="true">*</span>
            </label>
            <select
              id="update-business-line"
              required
              disabled={!sub}
              value={draft.businessLine ?? ''}
              onChange={(e) => patch({ businessLine: e.target.value })}
            >
              <option value="">Select</option>
              {lines.map((line) => (
                <option key={line} value={line}>
                  {line}
                </option>
              ))}
            </select>
          </div>
          {error && (
            <p role="alert" className="qce-color-danger">
              {error}
            </p>
          )}
        </div>
      </Dialog>
      <ConfirmationModal
        open={open && confirming}
        title={MESSAGES.updateDetails.confirmTitle}
        message={
          <table>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">{MESSAGES.updateDetails.currentValue}</th>
                <th scope="col">{MESSAGES.updateDetails.newValue}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.field}>
                  <th scope="row">{FIELD_LABELS[c.field] ?? c.field}</th>
                  <td>{String(c.from ?? '-')}</td>
                  <td>{String(c.to ?? '-')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await onSave(draft);
          } finally {
            setConfirming(false);
          }
        }}
      />
    </>
  );
}
