import { useParams } from '@qce/shared-kit/router';
import { LabResultCertificate } from '../../components/lab-result-certificate/lab-result-certificate';
import { LoadStatus } from '../../components/load-status/load-status';
import { LABELS } from '../../config/labels';
import { fetchExternalLab } from '../../lib/documents-api';
import { loadErrorMessage } from '../../lib/load-error';
import { useLoad } from '../../lib/use-load';

/**
 * `/qce/laboratory/:labId/:labType/:labName` (payment §2): the external laboratory result with the submitter,
 * certifier and approver signatures. Public (QR): the external endpoint, no contact details, Valid or Expired.
 */
export function LaboratoryPage() {
  const { labId = '', labType = '' } = useParams();
  const state = useLoad((signal) => fetchExternalLab(labId, signal), [labId]);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="qce-page qce-stack"
      aria-labelledby="lab-page-title"
    >
      <h1 id="lab-page-title" className="qce-no-print">
        {LABELS.verificationTitle}
      </h1>
      <p className="qce-no-print">{LABELS.verificationNote}</p>
      <LoadStatus state={state} errorMessage={loadErrorMessage}>
        {(record) => <LabResultCertificate record={record} labType={labType} audience="verifier" />}
      </LoadStatus>
    </main>
  );
}
