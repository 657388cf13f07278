/**
 * `./documents`: the document components other tracks show (ihc, sp, recurring load this module at run time
 * through the shell's loader and type it with `DocumentsModule` from `@qce/shared-kit/remote`).
 * None of them needs a router.
 */
import type { DocumentsModule } from '@qce/shared-kit/remote';
import { DigitalHealthCertificate } from './components/digital-health-certificate/digital-health-certificate';
import { DigitalSanitaryPermit } from './components/digital-sanitary-permit/digital-sanitary-permit';
import { HealthCertificate } from './components/health-certificate/health-certificate';
import { LabResultCertificate } from './components/lab-result-certificate/lab-result-certificate';
import { MassagistTrainingCertificate } from './components/massagist-training-certificate/massagist-training-certificate';

export {
  DigitalHealthCertificate,
  DigitalSanitaryPermit,
  HealthCertificate,
  LabResultCertificate,
  MassagistTrainingCertificate,
};

/** The module as a whole, checked against the contract. */
export const documents: DocumentsModule = {
  DigitalHealthCertificate,
  DigitalSanitaryPermit,
  HealthCertificate,
  LabResultCertificate,
  MassagistTrainingCertificate,
};
