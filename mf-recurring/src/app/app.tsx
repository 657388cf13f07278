import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams } from '@qce/shared-kit/router';
import { NoticesProvider, lazyPage } from '@qce/shared-kit/ui';
import type { RemoteProps } from '@qce/shared-kit/remote';
import { RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { LabTrackRoute, NotFoundPanel } from '../components/lab-track-route';
import { PORTAL_APPLICATIONS, paths } from '../config/paths';
import { ShellNavigationContext, useShellNavigate } from '../lib/shell-navigation';
import { ApplicationsPage } from '../features/applications/applications-page';

// The applications list is the track's first page and stays in the entry chunk; every other page is its
// own chunk, downloaded when its route opens (issue 12: a track's first route loads only what it needs).
const RecurringOrderOfPaymentPage = lazyPage(() =>
  import('../features/payment/payment-pages').then((m) => m.RecurringOrderOfPaymentPage),
);
const RecurringPaymentValidationPage = lazyPage(() =>
  import('../features/payment/payment-pages').then((m) => m.RecurringPaymentValidationPage),
);
const LabStatusPage = lazyPage(() =>
  import('../features/lab-status/lab-status-page').then((m) => m.LabStatusPage),
);
const CertificateIssuingPage = lazyPage(() =>
  import('../features/certificate/certificate-page').then((m) => m.CertificateIssuingPage),
);

/** `/qce/recurring/{labType}` redirects to its applications (payment §2). */
function ToApplications() {
  const { labType = '' } = useParams();
  return <Navigate to={`/recurring/${labType}/applications`} replace />;
}

/** `/qce/recurring` redirects to `/qce/applications` (payment §2), outside this remote. */
function ToPortalApplications() {
  const navigate = useShellNavigate();
  useEffect(() => navigate(PORTAL_APPLICATIONS), [navigate]);
  return null;
}

/** A page the lab type does not have (e.g. permit issuing for SHL). */
function NotFound() {
  return <NotFoundPanel message={RECURRING_MESSAGES.pageNotFound} />;
}

/**
 * The follow-up track's routes (payment §2: /qce/recurring/{labType}/..., shl or wal; Flow order SHL
 * payment, lab notification, certificate issuing; WAL payment, lab notification, permit issuing).
 */
export function App({ basename, navigate }: RemoteProps) {
  return (
    <BrowserRouter basename={basename}>
      <ShellNavigationContext value={navigate}>
        <NoticesProvider>
          <Routes>
            <Route path="recurring" element={<ToPortalApplications />} />
            <Route
              path={paths.root.path}
              element={<LabTrackRoute>{() => <ToApplications />}</LabTrackRoute>}
            />
            <Route
              path={paths.applications.path}
              element={
                <LabTrackRoute>{(track) => <ApplicationsPage track={track} />}</LabTrackRoute>
              }
            />
            <Route
              path={paths.orderOfPayment.path}
              element={
                <LabTrackRoute>
                  {(track) => <RecurringOrderOfPaymentPage track={track} />}
                </LabTrackRoute>
              }
            />
            <Route
              path={paths.paymentValidation.path}
              element={
                <LabTrackRoute>
                  {(track) => <RecurringPaymentValidationPage track={track} />}
                </LabTrackRoute>
              }
            />
            <Route
              path={paths.labNotif.path}
              element={<LabTrackRoute>{(track) => <LabStatusPage track={track} />}</LabTrackRoute>}
            />
            <Route
              path={paths.certificateIssuing.path}
              element={
                <LabTrackRoute>
                  {(track) =>
                    track.labType === 'SHL' ? (
                      <CertificateIssuingPage track={track} />
                    ) : (
                      <NotFound />
                    )
                  }
                </LabTrackRoute>
              }
            />
            <Route
              path={paths.permitIssuing.path}
              element={
                <LabTrackRoute>
                  {(track) =>
                    track.labType === 'WAL' ? (
                      <CertificateIssuingPage track={track} />
                    ) : (
                      <NotFound />
                    )
                  }
                </LabTrackRoute>
              }
            />
            <Route
              path="recurring/:labType/*"
              element={<LabTrackRoute>{() => <NotFound />}</LabTrackRoute>}
            />
          </Routes>
        </NoticesProvider>
      </ShellNavigationContext>
    </BrowserRouter>
  );
}
