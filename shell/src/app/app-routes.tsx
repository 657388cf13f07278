import { lazy } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from '@qce/shared-kit/router';
import type { ProductType } from '@qce/shared-kit/stores';
import { paths } from '../config/paths';
import { LandingPage } from '../features/landing/landing-page';
import { ProductGate } from '../lib/session/product-gate';
import { RequireApplicant } from '../lib/session/require-applicant';
import type { RemoteName } from '../lib/federation/remote-registry';
import { ShellLayout } from './shell-layout';

// Everything but the landing loads on demand, so the landing stays within its JS budget.
const FaqPage = lazy(() =>
  import('../features/faq/faq-page').then((m) => ({ default: m.FaqPage })),
);
const MaintenancePage = lazy(() =>
  import('../features/maintenance/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const AccessDeniedPage = lazy(() =>
  import('../features/access-denied/access-denied-page').then((m) => ({
    default: m.AccessDeniedPage,
  })),
);
const RemoteParcel = lazy(() =>
  import(/* webpackChunkName: "track" */ '../components/remote-parcel').then((m) => ({
    default: m.RemoteParcel,
  })),
);

const TRACK_NAME: Readonly<Record<RemoteName, string>> = {
  mf_ihc: 'Health Certificate',
  mf_sp: 'Sanitary Permit',
  mf_recurring: 'Follow-up Services',
  mf_certificates: 'Documents',
};

const remote = (name: RemoteName, track = TRACK_NAME[name]) => (
  <RemoteParcel remote={name} track={track} />
);

const applicant = (element: ReactNode, product?: ProductType) => (
  <RequireApplicant>
    {product ? <ProductGate product={product}>{element}</ProductGate> : element}
  </RequireApplicant>
);

/** The shell's routes (payment spec §2, ARCHITECTURE §3). Remote routes mount the track's parcel. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="/qce" element={<Navigate to={paths.landing} replace />} />
        <Route path={paths.landing} element={<LandingPage />} />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.maintenance} element={<MaintenancePage />} />
        <Route path={paths.accessDenied} element={<AccessDeniedPage />} />
        <Route path={paths.recurring} element={<Navigate to={paths.landing} replace />} />

        <Route path="/qce/ihc/*" element={applicant(remote('mf_ihc'), 'IHC')} />
        <Route path="/qce/sp/*" element={applicant(remote('mf_sp'), 'SP')} />
        <Route path={paths.populatePrimaryDetails} element={applicant(remote('mf_sp'), 'SP')} />
        <Route
          path="/qce/recurring/shl/*"
          element={applicant(remote('mf_recurring', 'Follow-up Laboratory'), 'SHL')}
        />
        <Route
          path="/qce/recurring/wal/*"
          element={applicant(remote('mf_recurring', 'Follow-up Water Analysis'), 'WAL')}
        />
        <Route path="/qce/recurring/*" element={<Navigate to={paths.landing} replace />} />

        <Route path="/qce/print-temp/*" element={applicant(remote('mf_certificates'))} />
        <Route path="/qce/payment-preview/*" element={applicant(remote('mf_certificates'))} />
        {/* Pages reached by QR codes are public. */}
        <Route path="/qce/documents/*" element={remote('mf_certificates')} />
        <Route path="/qce/laboratory/*" element={remote('mf_certificates')} />
        <Route path="/qce/docs/massagist/*" element={remote('mf_certificates')} />
        <Route path="/qce/qcs" element={remote('mf_certificates')} />

        <Route path="*" element={<Navigate to={paths.landing} replace />} />
      </Route>
    </Routes>
  );
}
