import { MESSAGES } from '@qce/shared-kit/messages';
import { StatusBadge } from '@qce/shared-kit/ui';
import type { ApplicationRecord } from '@qce/shared-kit/api';

const S = MESSAGES.seminar;

const present = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Laboratories status panel (intake §2 HIV Video Seminar): Clinical Lab (regularLabStatus) and
 * Social Hygiene Lab (socialHygieneStatus), shown only when at least one lab is active.
 */
export function LabsStatusPanel({ application }: { application: ApplicationRecord }) {
  const labs: [string, string | undefined][] = [
    [S.clinicalLab, application.regularLabStatus],
    [S.socialHygieneLab, application.socialHygieneStatus],
  ];
  if (!labs.some(([, status]) => present(status))) return null;
  return (
    <section className="qce-panel" aria-labelledby="labs-status-title">
      <h2 id="labs-status-title">{S.laboratoriesStatus}</h2>
      <dl className="qce-stack">
        {labs.map(([label, status]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{present(status) ? <StatusBadge status={status} /> : '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
