import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { NoticesProvider } from '@qce/shared-kit/ui';
import type { RemoteProps } from '@qce/shared-kit/remote';
import { paths } from '../config/paths';
import { ApplicationFormPage } from '../features/application-form/application-form-page';
import { LandingPage } from '../features/landing/landing-page';
import {
  SpOrderOfPaymentPage,
  SpPaymentValidationPage,
} from '../features/payment/payment-pages';
import { PermitIssuingPage } from '../features/permit/permit-issuing-page';
import { SanitaryPermitPage } from '../features/permit/sanitary-permit-page';
import { PrimaryDetailsPage } from '../features/primary-details/primary-details-page';
import { RequirementsUploadPage } from '../features/requirements-upload/requirements-upload-page';
import { HeadApprovalPage } from '../features/review/head-approval-page';
import { ReviewCompletedPage, UnderReviewPage } from '../features/review/review-pages';
import { ApplicationSubmittedPage } from '../features/submission/application-submitted-page';
import { RequirementsValidationPage } from '../features/submission/requirements-validation-page';
import { WaterAnalysisPage } from '../features/water-analysis/water-analysis-page';

/**
 * The sanitary permit track's routes (intake §2, payment §2), one line each so every engineer
 * edits only the line of the page they build.
 */
export function App({ basename }: RemoteProps) {
  return (
    <BrowserRouter basename={basename}>
      <NoticesProvider>
        <Routes>
          <Route path="sp" element={<Navigate to={paths.applications.href} replace />} />
          <Route path={paths.applications.path} element={<LandingPage />} />
          <Route path={paths.populatePrimaryDetails.path} element={<PrimaryDetailsPage />} />
          <Route path={paths.applicationForm.path} element={<ApplicationFormPage />} />
          <Route path={paths.requirementsUpload.path} element={<RequirementsUploadPage />} />
          <Route path={paths.applicationSubmitted.path} element={<ApplicationSubmittedPage />} />
          <Route path={paths.requirementsValidation.path} element={<RequirementsValidationPage />} />
          <Route path={paths.orderOfPayment.path} element={<SpOrderOfPaymentPage />} />
          <Route path={paths.paymentValidation.path} element={<SpPaymentValidationPage />} />
          <Route path={paths.waterAnalysis.path} element={<WaterAnalysisPage />} />
          <Route path={paths.underReview.path} element={<UnderReviewPage />} />
          <Route path={paths.reviewCompleted.path} element={<ReviewCompletedPage />} />
          <Route path={paths.headApproval.path} element={<HeadApprovalPage />} />
          <Route path={paths.permitIssuing.path} element={<PermitIssuingPage />} />
          <Route path={paths.sanitaryPermit.path} element={<SanitaryPermitPage />} />
        </Routes>
      </NoticesProvider>
    </BrowserRouter>
  );
}
