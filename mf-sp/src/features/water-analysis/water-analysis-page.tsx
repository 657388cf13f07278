import { useNavigate } from 'react-router-dom';
import { StatusBadge } from '@qce/shared-kit/ui';
import { REQUIREMENT_STATUS, TRANSACTION_TYPE, statusIs } from '@qce/shared-kit/domain';
import { StepLayout } from '../../components/step-layout';
import { paths } from '../../config/paths';

/**
 * Water analysis step `/qce/sp/water-analysis` (intake §2: SP only; payment §4: a lab status page
 * stays in progress until the status equals Completed). The establishment's water sample result is
 * read from the application's waterAnalysisStatus; once Completed the owner goes on to head approval.
 */
export function WaterAnalysisPage() {
  const navigate = useNavigate();
  return (
    <StepLayout title="Water Analysis" step={TRANSACTION_TYPE.headApproval}>
      {({ application }) => {
        const completed =
          application.waterAnalysisCompleted === true ||
          statusIs(application.waterAnalysisStatus, REQUIREMENT_STATUS.completed);
        const shown = completed ? REQUIREMENT_STATUS.completed : REQUIREMENT_STATUS.inProgress;
        return (
          <section className="qce-panel" aria-labelledby="water-title">
            <h2 id="water-title">Water Analysis Laboratory</h2>
            <p>
              Status: <StatusBadge status={shown} />
            </p>
            <p role="status">
              {completed
                ? 'The water analysis of your establishment is completed.'
                : 'The water analysis of your establishment is in progress. Please check back later.'}
            </p>
            <div className="qce-actions">
              <button
                type="button"
                className="qce-button qce-button--primary"
                disabled={!completed}
                onClick={() => navigate(paths.headApproval.href)}
              >
                Continue to Head Approval
              </button>
            </div>
          </section>
        );
      }}
    </StepLayout>
  );
}
