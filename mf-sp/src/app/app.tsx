import { BrowserRouter, Navigate, Route, Routes, useNavigate } from '@qce/shared-kit/router';
import { NoticesProvider, lazyPage } from '@qce/shared-kit/ui';
import { createTrackNotFound } from '@qce/shared-kit/flows/track-landing';
import type { RemoteProps } from '@qce/shared-kit/remote';
import { paths } from '../config/paths';
import { LandingPage } from '../features/landing/landing-page';

// The landing is the track's first page and stays in the entry chunk; every other page is its own
// chunk, downloaded when its route opens (issue 12: a track's first route loads only what it needs).
const PrimaryDetailsPage = lazyPage(() =>
  import('../features/primary-details/primary-details-page').then((m) => m.PrimaryDetailsPage),
);
const ApplicationFormPage = lazyPage(() =>
  import('../features/application-form/application-form-page').then((m) => m.ApplicationFormPage),
);
const RequirementsUploadPage = lazyPage(() =>
  import('../features/requirements-upload/requirements-upload-page').then(
    (m) => m.RequirementsUploadPage,
  ),
);
const ApplicationSubmittedPage = lazyPage(() =>
  import('./intake-step-pages').then((m) => m.ApplicationSubmittedPage),
);
const RequirementsValidationPage = lazyPage(() =>
  import('./intake-step-pages').then((m) => m.RequirementsValidationPage),
);
const SpOrderOfPaymentPage = lazyPage(() =>
  import('../features/payment/payment-pages').then((m) => m.OrderOfPaymentStepPage),
);
const SpPaymentValidationPage = lazyPage(() =>
  import('../features/payment/payment-pages').then((m) => m.PaymentValidationStepPage),
);
const WaterAnalysisPage = lazyPage(() =>
  import('../features/water-analysis/water-analysis-page').then((m) => m.WaterAnalysisPage),
);
const UnderReviewPage = lazyPage(() =>
  import('./intake-step-pages').then((m) => m.UnderReviewPage),
);
const ReviewCompletedPage = lazyPage(() =>
  import('./intake-step-pages').then((m) => m.ReviewCompletedPage),
);
const HeadApprovalPage = lazyPage(() =>
  import('../features/review/head-approval-page').then((m) => m.HeadApprovalPage),
);
const PermitIssuingPage = lazyPage(() =>
  import('../features/permit/permit-issuing-page').then((m) => m.PermitIssuingPage),
);
const SanitaryPermitPage = lazyPage(() =>
  import('../features/permit/sanitary-permit-page').then((m) => m.SanitaryPermitPage),
);

/** An address under /qce/sp the track does not have: the way back is its landing. */
const NotFound = createTrackNotFound({
  useNavigate,
  basename: '/qce',
  landingRoute: paths.applications.href,
});

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
          <Route
            path={paths.requirementsValidation.path}
            element={<RequirementsValidationPage />}
          />
          <Route path={paths.orderOfPayment.path} element={<SpOrderOfPaymentPage />} />
          <Route path={paths.paymentValidation.path} element={<SpPaymentValidationPage />} />
          <Route path={paths.waterAnalysis.path} element={<WaterAnalysisPage />} />
          <Route path={paths.underReview.path} element={<UnderReviewPage />} />
          <Route path={paths.reviewCompleted.path} element={<ReviewCompletedPage />} />
          <Route path={paths.headApproval.path} element={<HeadApprovalPage />} />
          <Route path={paths.permitIssuing.path} element={<PermitIssuingPage />} />
          <Route path={paths.sanitaryPermit.path} element={<SanitaryPermitPage />} />
          <Route path="sp/*" element={<NotFound />} />
        </Routes>
      </NoticesProvider>
    </BrowserRouter>
  );
}
