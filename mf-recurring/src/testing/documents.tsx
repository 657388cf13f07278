import type { DocumentsModule, LabResultCertificateProps } from '@qce/shared-kit/remote';

const Unused = () => null;

/** The certificate as the step pages pass it on (the real one is mf-certificates', tested there). */
function FakeLabResultCertificate({ record, labType }: LabResultCertificateProps) {
  return (
    <article aria-label="Lab result certificate">
      {record.name} {labType} {record.status}
    </article>
  );
}

/** Stands in for the documents remote (mf-certificates) that the certificate steps load. */
export const fakeDocuments: DocumentsModule = {
  HealthCertificate: Unused,
  DigitalHealthCertificate: Unused,
  DigitalSanitaryPermit: Unused,
  LabResultCertificate: FakeLabResultCertificate,
  MassagistTrainingCertificate: Unused,
};
