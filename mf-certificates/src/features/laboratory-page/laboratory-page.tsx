import { apiQuery, usePageQuery } from '@qce/shared-kit/data';
import { useParams } from '@qce/shared-kit/router';
import { LabResultCertificate } from '../../components/lab-result-certificate/lab-result-certificate';
import { VerificationPage } from '../../components/verification-page/verification-page';
import { READ_EVERY_VISIT, loadStateOf } from '../../lib/load-state';

/**
 * `/qce/laboratory/:labId/:labType/:labName` (payment §2): the external laboratory result with the submitter,
 * certifier and approver signatures. Public (QR): the external endpoint, no contact details, Valid or Expired.
 */
export function LaboratoryPage() {
  const { labId = '', labType = '' } = useParams();
  const query = usePageQuery({
    ...apiQuery('LABORATORY_EXTERNAL_BY_ID', { params: { labId } }),
    ...READ_EVERY_VISIT,
    select: (body) => body.data.data,
  });
  const state = loadStateOf(query);
  return (
    <VerificationPage titleId="lab-page-title" state={state}>
      {(record) => <LabResultCertificate record={record} labType={labType} audience="verifier" />}
    </VerificationPage>
  );
}
