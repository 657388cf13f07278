import type { ApplicationRecord, LabType, LaboratoryRecord } from '@qce/shared-kit/api';
import { getToken, getUserId } from '@qce/shared-kit/storage';
import {
  fetchApplication,
  fetchExternalApplication,
  fetchExternalLabs,
  fetchLabs,
} from '../../lib/documents-api';

/** The labs shown with a health certificate (payment §7 example type). */
export const HEALTH_CARD_LAB_TYPE: LabType = 'SOCIAL_HYGIENE';

export interface DocumentsData {
  /** What anyone holding the link may see (external endpoints). */
  application: ApplicationRecord;
  labs: LaboratoryRecord[];
  /** The signed-in applicant's own records, when the application is theirs. */
  owner?: { application: ApplicationRecord; labs: LaboratoryRecord[] };
}

const isHealthCertificate = (application: ApplicationRecord) => Number(application.permitId) === 1;

async function loadOwner(
  appId: string,
  signal: AbortSignal,
): Promise<DocumentsData['owner'] | undefined> {
  const userId = getUserId();
  if (!getToken() || !userId) return undefined;
  try {
    const application = await fetchApplication(appId, signal);
    if (String(application.userId) !== userId) return undefined;
    const labs = isHealthCertificate(application)
      ? await fetchLabs(appId, HEALTH_CARD_LAB_TYPE, signal).catch(() => [])
      : [];
    return { application, labs };
  } catch {
    // Not signed in as the owner (or the call failed): the public view is all there is.
    return undefined;
  }
}

/** The documents page's data: the public record always, the owner's documents when signed in as the owner. */
export async function loadDocuments(appId: string, signal: AbortSignal): Promise<DocumentsData> {
  const [application, owner] = await Promise.all([
    fetchExternalApplication(appId, signal),
    loadOwner(appId, signal),
  ]);
  const labs = isHealthCertificate(application)
    ? await fetchExternalLabs(appId, HEALTH_CARD_LAB_TYPE, signal).catch(() => [])
    : [];
  return { application, labs, ...(owner ? { owner } : {}) };
}
