import { useState } from 'react';
import { ConfirmationModal } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { inHouseResultTime } from '@qce/shared-kit/domain';
import type { UploadSource } from '@qce/shared-kit/domain';

const U = MESSAGES.upload;

/** intake §9 In-house laboratory schedule, shown when the in-house laboratory is chosen. */
const SCHEDULE: readonly [string, string][] = [
  ['8:00 - 9:00 AM', '10:00 AM'],
  ['10:00 - 11:00 AM', '12:00 PM'],
  ['12:00 - 1:00 PM', '2:30 PM'],
  ['1:00 - 2:00 PM', '3:00 PM'],
];

/**
 * Upload source (intake §2 Requirements upload, §4 Upload source): External Laboratory or In-House
 * Laboratory, chosen once after a confirmation, then locked.
 */
export function UploadSourcePicker({
  source,
  disabled,
  onChoose,
}: {
  source: UploadSource | undefined;
  disabled: boolean;
  onChoose: (source: UploadSource) => Promise<void>;
}) {
  const [pending, setPending] = useState<UploadSource | null>(null);
  const locked = source !== undefined;
  const resultTime = inHouseResultTime(new Date());
  const label = (s: UploadSource) =>
    s === 'internal' ? U.inHouseLaboratory : U.externalLaboratory;
  return (
    <section className="qce-panel" aria-labelledby="upload-source-title">
      <h2 id="upload-source-title">{U.uploadSourceLabel}</h2>
      <fieldset disabled={locked || disabled}>
        <legend className="qce-visually-hidden">{U.uploadSourceLabel}</legend>
        {(['external', 'internal'] as const).map((s) => (
          <label key={s} className="qce-check">
            <input
              type="radio"
              name="upload-source"
              value={s}
              checked={(source ?? pending) === s}
              onChange={() => setPending(s)}
            />{' '}
            {label(s)}
          </label>
        ))}
      </fieldset>
      {locked && <p role="note">{U.uploadSourceLocked}</p>}
      {source === 'internal' && (
        <div>
          {resultTime && <p role="status">{U.inHouseResultTime(resultTime)}</p>}
          <table>
            <caption>In-House Laboratory result schedule</caption>
            <thead>
              <tr>
                <th scope="col">Submission</th>
                <th scope="col">Results</th>
              </tr>
            </thead>
            <tbody>
              {SCHEDULE.map(([submitted, result]) => (
                <tr key={submitted}>
                  <td>{submitted}</td>
                  <td>{result}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmationModal
        open={pending !== null && !locked}
        title={U.uploadSourceLabel}
        message={`${pending ? label(pending) : ''}: this choice cannot be changed later. Continue?`}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          try {
            await onChoose(pending);
          } finally {
            setPending(null);
          }
        }}
      />
    </section>
  );
}
