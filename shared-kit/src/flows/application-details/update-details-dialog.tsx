import { useState } from 'react';
import { listOf } from '@qce/shared-kit/api/intake';
import {
  APPLICATION_TYPES_REQUEST,
  INDUSTRIES_REQUEST,
  requestQuery,
  usePageQueries,
} from '@qce/shared-kit/data';
import {
  activeSubIndustries,
  applicationTypesFor,
  businessLineLabel,
  businessLinesOf,
  changedDetails,
  findIndustry,
  findSubIndustry,
  foodIndustries,
  noChangeError,
  onIndustryChange,
  onSubIndustryChange,
  subIndustryLabel,
} from '@qce/shared-kit/domain';
import type { ApplicationTrack, IndustrySelection } from '@qce/shared-kit/domain';
import type { LandingSelection } from '@qce/shared-kit/flows/initial-details';
import { MESSAGES } from '@qce/shared-kit/messages';
import { ConfirmationModal, Dialog, Button } from '@qce/shared-kit/ui';

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
/** Required before saving, in the order the dialog shows them. */
const REQUIRED_FIELDS = [
  ['applicationTypeId', L.applicationType],
  ['industryId', L.industry],
  ['subIndustryId', L.subIndustry],
  ['businessLine', L.businessLine],
] as const;

/**
 * The dialog's lists for a track (intake §5): IHC all industries and IHC types; SP food industries and
 * SP types. The landing's reads, from the page's cache; a list that cannot be read is empty (the landing
 * reports it).
 */
function useLists(track: ApplicationTrack, open: boolean) {
  const [industries, types] = usePageQueries({
    queries: [
      { ...requestQuery(INDUSTRIES_REQUEST), enabled: open },
      { ...requestQuery(APPLICATION_TYPES_REQUEST), enabled: open },
    ],
  });
  const allIndustries = listOf(industries.data?.data);
  return {
    industries: track === 'SP' ? foodIndustries(allIndustries) : allIndustries,
    types: applicationTypesFor(listOf(types.data?.data), track),
  };
}

const idOf = (value: unknown): number | undefined =>
  value === undefined ? undefined : Number(value);

/** The sub-industry and business line a reset chose (intake §5 Changing initial details). */
const subIndustryPatch = (
  reset: Pick<IndustrySelection, 'subIndustryId' | 'subIndustry' | 'businessLine'>,
): Partial<LandingSelection> => ({
  subIndustryId: idOf(reset.subIndustryId),
  subIndustry: reset.subIndustry,
  businessLine: reset.businessLine,
});

/** One required select of the dialog ('Select' first, the options after). */
function DetailSelect({
  id,
  label,
  value,
  disabled,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="qce-field">
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <select
        id={id}
        required
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Select</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface UpdateDetailsDialogProps<T extends LandingSelection> {
  open: boolean;
  /** Whose lists are offered: IHC, or SP (food industries only). */
  track: ApplicationTrack;
  current: T;
  onClose: () => void;
  /** Resolves or rejects; the caller reports the outcome. */
  onSave: (next: T) => Promise<void>;
}

/**
 * Update Details (intake §2 Application details header, §5 Changing initial details): change the
 * initial details; industry resets sub-industry and business line to the first active option,
 * sub-industry resets business line; nothing changed -> 'No change detected'; otherwise a Confirm
 * Changes dialog with current vs new values. Mount it when opening
 * (`{open && <UpdateDetailsDialog open ... />}`): it starts from `current`.
 */
export function UpdateDetailsDialog<T extends LandingSelection>({
  open,
  track,
  current,
  onClose,
  onSave,
}: UpdateDetailsDialogProps<T>) {
  const { industries, types } = useLists(track, open);
  const [draft, setDraft] = useState<T>(current);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const industry = findIndustry(industries, draft.industryId);
  const sub = findSubIndustry(industry, draft.subIndustryId);
  const lines = businessLinesOf(sub).map(businessLineLabel).filter(Boolean);
  const changes = changedDetails(current, draft, SHOWN_FIELDS);
  const selected = (value: unknown) => (value === undefined ? '' : String(value));

  const patch = (next: Partial<LandingSelection>) => {
    setError(null);
    setDraft((d) => ({ ...d, ...next }));
  };

  const save = () => {
    const missing = REQUIRED_FIELDS.find(([key]) => draft[key] === undefined || draft[key] === '');
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
            <Button onClick={onClose}>{MESSAGES.common.cancel}</Button>
            <Button variant="primary" onClick={save}>
              Save
            </Button>
          </>
        }
      >
        <div className="qce-stack">
          <DetailSelect
            id="update-type"
            label={L.applicationType}
            value={selected(draft.applicationTypeId)}
            options={types.map((t) => ({ value: String(t.applicationTypeId), label: t.value }))}
            onChange={(value) => {
              const type = types.find((t) => String(t.applicationTypeId) === value);
              patch({ applicationTypeId: type?.applicationTypeId, type: type?.value });
            }}
          />
          <DetailSelect
            id="update-industry"
            label={L.industry}
            value={selected(draft.industryId)}
            options={industries.map((i) => ({
              value: String(i.industryId),
              label: i.industryName,
            }))}
            onChange={(value) => {
              const reset = onIndustryChange(industries, value);
              patch({
                industryId: idOf(reset.industryId),
                industry: reset.industry,
                ...subIndustryPatch(reset),
              });
            }}
          />
          <DetailSelect
            id="update-sub-industry"
            label={L.subIndustry}
            disabled={!industry}
            value={selected(draft.subIndustryId)}
            options={activeSubIndustries(industry).map((s) => ({
              value: String(s.subIndustryId),
              label: subIndustryLabel(s),
            }))}
            onChange={(value) => patch(subIndustryPatch(onSubIndustryChange(industry, value)))}
          />
          <DetailSelect
            id="update-business-line"
            label={L.businessLine}
            disabled={!sub}
            value={draft.businessLine ?? ''}
            options={lines.map((line) => ({ value: line, label: line }))}
            onChange={(value) => patch({ businessLine: value })}
          />
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
