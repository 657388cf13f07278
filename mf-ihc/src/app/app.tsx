import { BrowserRouter, Navigate, Route, Routes, useNavigate } from '@qce/shared-kit/router';
import { NoticesProvider, lazyPage } from '@qce/shared-kit/ui';
import { createTrackNotFound } from '@qce/shared-kit/flows/track-landing';
import type { RemoteProps } from '@qce/shared-kit/remote';
import { paths } from '../config/paths';
import { ApplicationFormRoute } from './application-form-route';
import { ApplicationSubmittedRoute } from './application-submitted-route';
import { LandingPage } from '../features/landing/landing-page';

// The landing is the track's first page and stays in the entry chunk; every other page is its own
// chunk, downloaded when its route opens (issue 12: a track's first route loads only what it needs).
const RequirementsUploadRoute = lazyPage(() =>
  import('./requirements-upload-route').then((m) => m.RequirementsUploadRoute),
);
const RequirementsValidationPage = lazyPage(() =>
  import('./intake-step-pages').then((m) => m.RequirementsValidationPage),
);
const UnderReviewPage = lazyPage(() =>
  import('./intake-step-pages').then((m) => m.UnderReviewPage),
);
const ReviewCompletedPage = lazyPage(() =>
  import('./intake-step-pages').then((m) => m.ReviewCompletedPage),
);
const IhcOrderOfPaymentPage = lazyPage(() =>
  import('../features/payment/payment-pages').then((m) => m.IhcOrderOfPaymentPage),
);
const IhcPaymentValidationPage = lazyPage(() =>
  import('../features/payment/payment-pages').then((m) => m.IhcPaymentValidationPage),
);
const HivSeminarPage = lazyPage(() =>
  import('../features/hiv-seminar/hiv-seminar-page').then((m) => m.HivSeminarPage),
);
const SeminarCertificatePage = lazyPage(() =>
  import('../features/hiv-seminar/seminar-certificate-page').then((m) => m.SeminarCertificatePage),
);
const KnowledgeTestPage = lazyPage(() =>
  import('../features/knowledge-test/knowledge-test-page').then((m) => m.KnowledgeTestPage),
);
const QuizResultsPage = lazyPage(() =>
  import('../features/quiz-results/quiz-results-page').then((m) => m.QuizResultsPage),
);
const MassagistTrainingPage = lazyPage(() =>
  import('../features/massagist-training/massagist-training-page').then(
    (m) => m.MassagistTrainingPage,
  ),
);
const HeadApprovalPage = lazyPage(() =>
  import('../features/head-approval/head-approval-page').then((m) => m.HeadApprovalPage),
);
const DigitalHealthCertificatePage = lazyPage(() =>
  import('../features/certificate-issuing/digital-health-certificate-page').then(
    (m) => m.DigitalHealthCertificatePage,
  ),
);
const CertificateIssuingPage = lazyPage(() =>
  import('../features/certificate-issuing/certificate-issuing-page').then(
    (m) => m.CertificateIssuingPage,
  ),
);
const BulkApplicantsPage = lazyPage(() =>
  import('../features/bulk/bulk-applicants-page').then((m) => m.BulkApplicantsPage),
);
const BulkUnderReviewPage = lazyPage(() =>
  import('../features/bulk/bulk-under-review-page').then((m) => m.BulkUnderReviewPage),
);
const BulkPartRequirementsPage = lazyPage(() =>
  import('../features/bulk/bulk-part-pages').then((m) => m.BulkPartRequirementsPage),
);
const BulkPartPaymentPage = lazyPage(() =>
  import('../features/bulk/bulk-part-pages').then((m) => m.BulkPartPaymentPage),
);

/** An address under /qce/ihc the track does not have: the way back is its landing. */
const NotFound = createTrackNotFound({
  useNavigate,
  basename: '/qce',
  landingRoute: paths.applications.href,
});

/**
 * The health card track's routes (intake spec §2), one line each so every engineer edits only
 * the line of the page they build.
 */
export function App({ basename, config }: RemoteProps) {
  return (
    <NoticesProvider>
      <BrowserRouter basename={basename}>
        <Routes>
          <Route path="ihc" element={<Navigate to={paths.applications.href} replace />} />
          <Route path={paths.applications.path} element={<LandingPage />} />
          <Route path={paths.applicationForm.path} element={<ApplicationFormRoute />} />
          <Route path={paths.requirementsUpload.path} element={<RequirementsUploadRoute />} />
          <Route path={paths.applicationSubmitted.path} element={<ApplicationSubmittedRoute />} />
          <Route
            path={paths.requirementsValidation.path}
            element={<RequirementsValidationPage />}
          />
          <Route path={paths.underReview.path} element={<UnderReviewPage />} />
          <Route path={paths.reviewCompleted.path} element={<ReviewCompletedPage />} />
          <Route path={paths.orderOfPayment.path} element={<IhcOrderOfPaymentPage />} />
          <Route path={paths.paymentValidation.path} element={<IhcPaymentValidationPage />} />
          <Route
            path={paths.hivSeminar.path}
            element={<HivSeminarPage videoUrl={config.seminarVideoUrl} />}
          />
          <Route path={paths.hivSeminarQuiz.path} element={<KnowledgeTestPage />} />
          <Route path={paths.hivCertificate.path} element={<SeminarCertificatePage />} />
          <Route path={paths.quizResults.path} element={<QuizResultsPage />} />
          <Route path={paths.massagistTraining.path} element={<MassagistTrainingPage />} />
          <Route path={paths.headApproval.path} element={<HeadApprovalPage />} />
          <Route
            path={paths.digitalHealthCertificate.path}
            element={<DigitalHealthCertificatePage />}
          />
          <Route path={paths.certificateIssuing.path} element={<CertificateIssuingPage />} />
          <Route path={paths.bulkApplicants.path} element={<BulkApplicantsPage />} />
          <Route path={paths.bulkUnderReview.path} element={<BulkUnderReviewPage />} />
          <Route path={paths.bulkPartRequirements.path} element={<BulkPartRequirementsPage />} />
          <Route path={paths.bulkPartPayment.path} element={<BulkPartPaymentPage />} />
          <Route path="ihc/*" element={<NotFound />} />
        </Routes>
      </BrowserRouter>
    </NoticesProvider>
  );
}
