import { useLocation, useNavigate } from '@qce/shared-kit/router';
import { createIntakeStepPages } from '@qce/shared-kit/flows/track-steps';
import { StepFrame } from '../components/step-frame';
import { paths } from '../config/paths';

/**
 * Successfully Submitted, Requirements Validation, Under Review and Review Completed (intake §2): the
 * kit's pages in the track's frame. A module of their own, so a step page does not load them.
 */
export const {
  ApplicationSubmittedPage,
  RequirementsValidationPage,
  UnderReviewPage,
  ReviewCompletedPage,
} = createIntakeStepPages({
  Frame: StepFrame,
  useNavigate,
  useLocationState: () => useLocation().state,
  basename: '/qce',
  paths,
  issuing: paths.permitIssuing,
  variant: 'sp',
});
