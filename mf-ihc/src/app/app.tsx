import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { NoticesProvider } from '@qce/shared-kit/ui';
import type { RemoteProps } from '@qce/shared-kit/remote';
import { paths } from '../config/paths';
import { ApplicationFormRoute } from './application-form-route';
import { BulkApplicantsPage } from '../features/bulk/bulk-applicants-page';
import {
  BulkPartGate,
  BulkPartPaymentPage,
  BulkPartRequirementsPage,
} from '../features/bulk/bulk-part-pages';
import { BulkUnderReviewPage } from '../features/bulk/bulk-under-review-page';
import { LandingPage } from '../features/landing/landing-page';
import { ReviewCompletedPage, UnderReviewPage } from '../features/review/review-pages';
import { ApplicationSubmittedPage } from '../features/submission/application-submitted-page';
import { RequirementsValidationPage } from '../features/submission/requirements-validation-page';
import { RequirementsUploadPage } from '../features/requirements-upload/requirements-upload-page';
import { HivSeminarPage } from '../features/hiv-seminar/hiv-seminar-page';
import { SeminarCertificatePage } from '../features/hiv-seminar/seminar-certificate-page';
import { KnowledgeTestPage } from '../features/knowledge-test/knowledge-test-page';
import { QuizResultsPage } from '../features/quiz-results/quiz-results-page';
import { MassagistTrainingPage } from '../features/massagist-training/massagist-training-page';
import { HeadApprovalPage } from '../features/head-approval/head-approval-page';
import { CertificateIssuingPage } from '../features/certificate-issuing/certificate-issuing-page';
import { DigitalHealthCertificatePage } from '../features/certificate-issuing/digital-health-certificate-page';
import { IhcOrderOfPaymentPage, IhcPaymentValidationPage } from '../features/payment/payment-pages';

/**
 * The health card track's routes (intake spec §2), one line each so every engineer edits only
 * the line of the page they build. Pages not built yet say so plainly.
 */
export function App({ basename }: RemoteProps) {
  return (
    <NoticesProvider>
      <BrowserRouter basename={basename}>
        <Routes>
          <Route path="ihc" element={<Navigate to={paths.applications.href} replace />} />
          <Route path={paths.applications.path} element={<LandingPage />} />
          <Route path={paths.applicationForm.path} element={<ApplicationFormRoute />} />
          <Route
            path={paths.requirementsUpload.path}
            element={
              <BulkPartGate infoHref={paths.bulkPartRequirements.href}>
                <RequirementsUploadPage />
              </BulkPartGate>
            }
          />
          <Route path={paths.applicationSubmitted.path} element={<ApplicationSubmittedPage />} />
          <Route
            path={paths.requirementsValidation.path}
            element={<RequirementsValidationPage />}
          />
          <Route path={paths.underReview.path} element={<UnderReviewPage />} />
          <Route path={paths.reviewCompleted.path} element={<ReviewCompletedPage />} />
          <Route path={paths.orderOfPayment.path} element={<IhcOrderOfPaymentPage />} />
          <Route path={paths.paymentValidation.path} element={<IhcPaymentValidationPage />} />
          <Route path={paths.hivSeminar.path} element={<HivSeminarPage />} />
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
        </Routes>
      </BrowserRouter>
    </NoticesProvider>
  );
}
