import { paths } from '../config/paths';
import { BulkPartGate } from '../features/bulk/bulk-part-pages';
import { RequirementsUploadPage } from '../features/requirements-upload/requirements-upload-page';

/** `/ihc/requirements-upload` (intake §2): a bulk part applicant is sent to the bulk requirements info. */
export function RequirementsUploadRoute() {
  return (
    <BulkPartGate infoHref={paths.bulkPartRequirements.href}>
      <RequirementsUploadPage />
    </BulkPartGate>
  );
}
