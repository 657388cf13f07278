import { useParams } from '@qce/shared-kit/router';
import type { ApplicationRecord } from '@qce/shared-kit/api';
import { usePageQuery } from '@qce/shared-kit/data';
import { DigitalHealthCertificate } from '../../components/digital-health-certificate/digital-health-certificate';
import { DigitalSanitaryPermit } from '../../components/digital-sanitary-permit/digital-sanitary-permit';
import { HealthCertificate } from '../../components/health-certificate/health-certificate';
import { VerificationPage } from '../../components/verification-page/verification-page';
import { loadStateOf } from '../../lib/load-state';
import { loadDocuments } from './load-documents';
import type { TypedLab } from './load-documents';
import { VerificationSummary } from './verification-summary';

function OwnerDocuments({
  application,
  labs,
  trainingSessionId,
}: {
  application: ApplicationRecord;
  labs: readonly TypedLab[];
  trainingSessionId?: number | undefined;
}) {
  if (Number(application.permitId) === 2)
    return <DigitalSanitaryPermit application={application} />;
  const firstLab = labs[0];
  return (
    <>
      <DigitalHealthCertificate
        application={application}
        trainingSessionId={trainingSessionId}
        {...(firstLab
          ? {
              lab: {
                labId: firstLab.record.laboratoryId,
                labType: firstLab.labType,
                labName: firstLab.record.name,
              },
            }
          : {})}
      />
      {application.yellowCard ? (
        <HealthCertificate application={application} labs={labs.map((lab) => lab.record)} />
      ) : null}
    </>
  );
}

/**
 * `/qce/documents/:appId` (payment §2): the QR target. Anyone sees the verification summary (external
 * endpoints, no session needed); the signed-in owner also gets the printable documents.
 */
export function DocumentsPage() {
  const { appId = '' } = useParams();
  // One read of the page's records, in the page's cache under a page key: a signed-in owner's tab keeps
  // it (persistPageCache), so a second visit shows the documents at once and reads them again behind.
  const query = usePageQuery({
    queryKey: ['page', 'documents', appId],
    queryFn: () => loadDocuments(appId),
    // Read again on every visit, as before; the last answer shows meanwhile.
    staleTime: 0,
  });
  const state = loadStateOf(query);
  return (
    <VerificationPage titleId="documents-title" state={state}>
      {(data) => (
        <>
          <div className="qce-no-print qce-stack">
            <VerificationSummary application={data.application} labs={data.labs} />
          </div>
          {data.owner ? (
            <OwnerDocuments
              application={data.owner.application}
              labs={data.owner.labs}
              trainingSessionId={data.owner.trainingSessionId}
            />
          ) : null}
        </>
      )}
    </VerificationPage>
  );
}
