import { lazy, Suspense } from 'react';
import { Outlet, useNavigate } from '@qce/shared-kit/router';
import { HeaderBanner } from '@qce/shared-kit/ui/header-banner';
import { paths, PORTAL_TITLE } from '../config/paths';
import { FloatingFaqButton } from './floating-faq-button';
import { hasQaOverrides } from '../lib/federation/qa-override-keys';
import { RouteFallback } from '../components/route-fallback';
import { useMaintenanceRedirect } from '../lib/maintenance/use-maintenance-redirect';
import styles from './shell-layout.module.css';

/** Only a tester's browser (a QA override set) loads the banner's code. */
const QaOverrideBanner = lazy(() =>
  import('../components/qa-override-banner/qa-override-banner').then((module) => ({
    default: module.QaOverrideBanner,
  })),
);

/** Header, the page, and the floating FAQs button on every page. */
export function ShellLayout() {
  const navigate = useNavigate();
  useMaintenanceRedirect();
  return (
    <>
      {hasQaOverrides() && (
        <Suspense fallback={null}>
          <QaOverrideBanner />
        </Suspense>
      )}
      <HeaderBanner
        title={PORTAL_TITLE}
        homeHref={paths.landing}
        onNavigate={(href) => navigate(href)}
      />
      {/* Each page (shell page or remote) renders its own <main id="main-content">. */}
      <div className={styles.main}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <FloatingFaqButton />
    </>
  );
}
