import { localKeys } from '@qce/shared-kit/storage';
import { ApplicationFormPage } from '../features/application-form/application-form-page';
import { BulkRepresentativePage } from '../features/bulk/bulk-representative-page';

/**
 * `/ihc/application-form` (intake §2 Application form, health card): the Representative Form for a
 * bulk application (`actual-class` Bulk, set by the landing), else the individual form.
 */
export function ApplicationFormRoute() {
  return localKeys.get('actualClass') === 'Bulk' ? (
    <BulkRepresentativePage />
  ) : (
    <ApplicationFormPage />
  );
}
