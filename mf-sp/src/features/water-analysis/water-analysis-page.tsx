import { useNavigate } from '@qce/shared-kit/router';
import { ErrorPanel, LoaderOverlay, StatusBadge, Button } from '@qce/shared-kit/ui';
import { REQUIREMENT_STATUS } from '@qce/shared-kit/domain';
import type { LaboratoryRecord } from '@qce/shared-kit/api';
import { StepFrame } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { WATER_ANALYSIS_COPY as C } from './water-analysis-copy';
import {
  latestWaterLab,
  microbiologyRows,
  waterAnalysisState,
  useWaterLabs,
  waterCertificateHref,
} from './water-lab';
import type { MicrobiologyRow } from './water-lab';
import styles from './water-analysis.module.css';

/** One recorded test as a line: result with its unit, method, the standard and the lab's remarks. */
const resultLine = (row: MicrobiologyRow): string =>
  [
    row.result ? `${row.result}${row.standard ? ` ${row.standard.unit}` : ''}` : '-',
    row.method && `(${row.method})`,
    row.standard && `${C.standard}: ${row.standard.standard}`,
    row.remarks && `${C.remarks}: ${row.remarks}`,
  ]
    .filter(Boolean)
    .join(' · ');

function WaterResults({ lab }: { lab: LaboratoryRecord }) {
  const { labNo, dateReported } = lab.formData ?? {};
  return (
    <>
      <dl className={styles.facts} aria-label={C.resultsCaption}>
        {labNo && (
          <div className={styles.fact}>
            <dt>{C.labNo}</dt>
            <dd>{labNo}</dd>
          </div>
        )}
        {dateReported && (
          <div className={styles.fact}>
            <dt>{C.dateReported}</dt>
            <dd>{dateReported}</dd>
          </div>
        )}
        {microbiologyRows(lab.formData).map((row) => (
          <div key={row.test} className={styles.fact}>
            <dt>{C.tests[row.test]}</dt>
            <dd>{resultLine(row)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={waterCertificateHref(lab)} target="_blank" rel="noopener">
          {C.viewCertificate} <span className="qce-visually-hidden">{C.opensInNewTab}</span>
        </a>
      </p>
    </>
  );
}

/** The step's body: the application's water lab record, read from the laboratory resource. */
export function WaterAnalysis({ applicationId }: { applicationId: string }) {
  const navigate = useNavigate();
  const labs = useWaterLabs(applicationId);
  const reload = () => void labs.refetch();
  if (labs.isError) return <ErrorPanel message={C.loadFailure} onRetry={reload} />;
  if (!labs.data) return <LoaderOverlay active label={C.loading} />;
  const state = waterAnalysisState(latestWaterLab(labs.data));
  const completed = state.kind === 'completed';
  return (
    <section className="qce-panel" aria-labelledby="water-title">
      <h2 id="water-title">{C.heading}</h2>
      <p>
        {C.statusLabel}:{' '}
        <StatusBadge
          status={completed ? REQUIREMENT_STATUS.completed : REQUIREMENT_STATUS.inProgress}
        />
      </p>
      {state.kind !== 'not-received' && (
        <p>
          {C.labStatusLabel}: {state.lab.name} ({state.lab.status})
        </p>
      )}
      <p role="status">
        {state.kind === 'completed'
          ? C.completed
          : state.kind === 'in-progress'
            ? C.inProgress
            : C.notReceived}
      </p>
      {state.kind === 'completed' && <WaterResults lab={state.lab} />}
      <div className="qce-actions">
        <Button onClick={reload}>{C.checkAgain}</Button>
        <Button
          variant="primary"
          disabled={!completed}
          onClick={() => navigate(paths.headApproval.href)}
        >
          {C.continue}
        </Button>
      </div>
    </section>
  );
}

/**
 * Water analysis step `/qce/sp/water-analysis` (intake §2: SP only; payment §3 Laboratory record, §4: a
 * lab status page stays in progress until the status equals Completed; §7 laboratory by type). The
 * establishment's water sample is read from its laboratory record, not from the application's flags:
 * no record yet, in progress (Submitted, Certified, Approved), or Completed with the microbiology
 * results, a link to the water analysis certificate and the way on to head approval.
 */
export function WaterAnalysisPage() {
  return (
    <StepFrame title={C.title}>
      {({ application }) => <WaterAnalysis applicationId={application.applicationId} />}
    </StepFrame>
  );
}
