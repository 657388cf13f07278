import { localKeys } from '@qce/shared-kit/storage';
import { lazyPage } from '@qce/shared-kit/ui';

const ApplicationSubmittedPage = lazyPage(() =>
  import('./intake-step-pages').then((m) => m.ApplicationSubmittedPage),
);
const BulkSubmittedPage = lazyPage(() =>
  import('../features/bulk/bulk-submitted-page').then((m) => m.BulkSubmittedPage),
);

/**
 * `/ihc/confirmation/application-submitted` (intake §2 Successfully Submitted): the bulk's for its
 * representative (`actual-class` Bulk, set by the landing), else the individual application's.
 */
export function ApplicationSubmittedRoute() {
  return localKeys.get('actualClass') === 'Bulk' ? (
    <BulkSubmittedPage />
  ) : (
    <ApplicationSubmittedPage />
  );
}
