import type { DigitalHealthCertificateProps, DocumentsModule } from '@qce/shared-kit/remote';

const Unused = () => null;

/** The certificate as the IHC pages pass it on (the real one is mf-certificates', tested there). */
function FakeDigitalHealthCertificate({
  application,
  lab,
  trainingSessionId,
}: DigitalHealthCertificateProps) {
  return (
    <article aria-label="Digital certificate document">
      <p>Certificate {application.certificateNumber}</p>
      <p>QR lab {lab?.labId ?? 'none'}</p>
      <p>QR training {String(trainingSessionId ?? 'none')}</p>
    </article>
  );
}

/** Stands in for the documents remote (mf-certificates) that the digital health certificate page loads. */
export const fakeDocuments: DocumentsModule = {
  HealthCertificate: Unused,
  DigitalHealthCertificate: FakeDigitalHealthCertificate,
  DigitalSanitaryPermit: Unused,
  LabResultCertificate: Unused,
  MassagistTrainingCertificate: Unused,
};
