import type { DigitalSanitaryPermitProps, DocumentsModule } from '@qce/shared-kit/remote';

const Unused = () => null;

/** The permit as the SP pages pass it on (the real one is mf-certificates', tested there). */
function FakeDigitalSanitaryPermit({ application }: DigitalSanitaryPermitProps) {
  return (
    <article aria-label="Digital Sanitary Permit">{application.formData.establishmentName}</article>
  );
}

/** Stands in for the documents remote (mf-certificates) that the digital sanitary permit page loads. */
export const fakeDocuments: DocumentsModule = {
  HealthCertificate: Unused,
  DigitalHealthCertificate: Unused,
  DigitalSanitaryPermit: FakeDigitalSanitaryPermit,
  LabResultCertificate: Unused,
  MassagistTrainingCertificate: Unused,
};
