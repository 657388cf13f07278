import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@qce/shared-kit/remote';
import { PATHS } from '../config/paths';
import { DocumentsPage } from '../features/documents-page/documents-page';
import { LaboratoryPage } from '../features/laboratory-page/laboratory-page';
import { MassagistDocPage } from '../features/massagist-doc-page/massagist-doc-page';
import { OrderOfPaymentPrint } from '../features/order-of-payment-print/order-of-payment-print';
import { PaymentPreview } from '../features/payment-preview/payment-preview';
import { ValidationPage } from '../features/validation-page/validation-page';

/** The routes of mf-certificates (payment §2): documents, QR pages, print views and the validation page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={PATHS.documents.route} element={<DocumentsPage />} />
      <Route path={PATHS.laboratory.route} element={<LaboratoryPage />} />
      <Route path={PATHS.massagistDoc.route} element={<MassagistDocPage />} />
      <Route path={PATHS.printTemp.route} element={<OrderOfPaymentPrint />} />
      <Route path={PATHS.paymentPreview.route} element={<PaymentPreview />} />
      <Route path={PATHS.validation.route} element={<ValidationPage />} />
    </Routes>
  );
}

/** The release this remote was built as (QCE_BUILD_MARKER), so QA can tell which deploy is live. */
const releaseMarker = typeof __QCE_BUILD_MARKER__ === 'string' ? __QCE_BUILD_MARKER__ : '';

export function App({ basename }: RemoteProps) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
      {releaseMarker && <p className="qce-no-print qce-release">Release {releaseMarker}</p>}
    </BrowserRouter>
  );
}
