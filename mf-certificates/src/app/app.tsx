import { BrowserRouter, Route, Routes } from '@qce/shared-kit/router';
import type { RemoteProps } from '@qce/shared-kit/remote';
import { NotFoundPage, lazyPage } from '@qce/shared-kit/ui';
import { MOUNTED_PREFIXES, PATHS, PORTAL_APPLICATIONS } from '../config/paths';
import { DocumentsPage } from '../features/documents-page/documents-page';

// The documents page (what the tracks link to) stays in the entry chunk; the QR, print and validation
// pages are their own chunks (issue 12: a route loads only what it needs).
const LaboratoryPage = lazyPage(() =>
  import('../features/laboratory-page/laboratory-page').then((m) => m.LaboratoryPage),
);
const MassagistDocPage = lazyPage(() =>
  import('../features/massagist-doc-page/massagist-doc-page').then((m) => m.MassagistDocPage),
);
const OrderOfPaymentPrint = lazyPage(() =>
  import('../features/order-of-payment-print/order-of-payment-print').then(
    (m) => m.OrderOfPaymentPrint,
  ),
);
const PaymentPreview = lazyPage(() =>
  import('../features/payment-preview/payment-preview').then((m) => m.PaymentPreview),
);
const ValidationPage = lazyPage(() =>
  import('../features/validation-page/validation-page').then((m) => m.ValidationPage),
);

/**
 * The routes of mf-certificates (payment §2): documents, QR pages, print views and the validation page;
 * an unknown path under this remote's prefixes gets the Not found page, whose way back (the portal's
 * applications) leaves through the shell's `navigate`.
 */
export function AppRoutes({ navigate }: Pick<RemoteProps, 'navigate'>) {
  const notFound = <NotFoundPage backHref={PORTAL_APPLICATIONS} onNavigate={navigate} />;
  return (
    <Routes>
      <Route path={PATHS.documents.route} element={<DocumentsPage />} />
      <Route path={PATHS.laboratory.route} element={<LaboratoryPage />} />
      <Route path={PATHS.massagistDoc.route} element={<MassagistDocPage />} />
      <Route path={PATHS.printTemp.route} element={<OrderOfPaymentPrint />} />
      <Route path={PATHS.paymentPreview.route} element={<PaymentPreview />} />
      <Route path={PATHS.validation.route} element={<ValidationPage />} />
      {MOUNTED_PREFIXES.map((prefix) => (
        <Route key={prefix} path={`${prefix}/*`} element={notFound} />
      ))}
    </Routes>
  );
}

/** The release this remote was built as (QCE_BUILD_MARKER), so QA can tell which deploy is live. */
const releaseMarker = typeof __QCE_BUILD_MARKER__ === 'string' ? __QCE_BUILD_MARKER__ : '';

export function App({ basename, navigate }: RemoteProps) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes navigate={navigate} />
      {releaseMarker && <p className="qce-no-print qce-release">Release {releaseMarker}</p>}
    </BrowserRouter>
  );
}
