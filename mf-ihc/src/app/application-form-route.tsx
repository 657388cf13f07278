import { localKeys } from '@qce/shared-kit/storage';
import { lazyPage } from '@qce/shared-kit/ui';

const ApplicationFormPage = lazyPage(() =>
  import('../features/application-form/application-form-page').then((m) => m.ApplicationFormPage),
);
const BulkRepresentativePage = lazyPage(() =>
  import('../features/bulk/bulk-representative-page').then((m) => m.BulkRepresentativePage),
);

/**
 * `/ihc/application-form` (intake §2 Application form, health card): the Representative Form for a
 * bulk application (`actual-class` Bulk, set by the landing), else the individual form. Each is its
 * own chunk.
 */
export function ApplicationFormRoute() {
  return localKeys.get('actualClass') === 'Bulk' ? (
    <BulkRepresentativePage />
  ) : (
    <ApplicationFormPage />
  );
}
