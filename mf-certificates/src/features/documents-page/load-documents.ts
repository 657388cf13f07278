import type { ApplicationRecord, LabType, LaboratoryRecord } from '@qce/shared-kit/api';
import { getToken, getUserId } from '@qce/shared-kit/storage';
import {
  fetchApplication,
  fetchExternalApplication,
  fetchExternalLabs,
  fetchLabs,
  fetchTrainingAttendance,
} from '../../lib/documents-api';
import { HEALTH_CARD_LAB_TYPES } from '../../lib/documents-requests';

export { HEALTH_CARD_LAB_TYPES };

export interface TypedLab {
  labType: LabType;
  record: LaboratoryRecord;
}

export interface DocumentsData {
  /** What anyone holding the link may see (external endpoints). */
  application: ApplicationRecord;
  labs: TypedLab[];
  /** The signed-in applicant's own records, when the application is theirs. */
  owner?: { application: ApplicationRecord; labs: TypedLab[]; trainingSessionId?: number };
}

const isHealthCertificate = (application: ApplicationRecord) => Number(application.permitId) === 1;

/** Every lab of the application, by type; a type that fails to load is left out (the rest still shows). */
async function labsOf(
  fetcher: (type: LabType) => Promise<LaboratoryRecord[]>,
): Promise<TypedLab[]> {
  const lists = await Promise.all(
    HEALTH_CARD_LAB_TYPES.map((labType) =>
      fetcher(labType).then(
        (records) => records.map((record) => ({ labType, record })),
        () => [],
      ),
    ),
  );
  return lists.flat();
}

async function loadOwner(appId: string): Promise<DocumentsData['owner'] | undefined> {
  const userId = getUserId();
  if (!getToken() || !userId) return undefined;
  try {
    const application = await fetchApplication(appId);
    if (String(application.userId) !== userId) return undefined;
    if (!isHealthCertificate(application)) return { application, labs: [] };
    const [labs, training] = await Promise.all([
      labsOf((type) => fetchLabs(appId, type)),
      // A massagist's certificate links to the training document instead of a lab (payment §2 Certificates).
      fetchTrainingAttendance(appId).catch(() => undefined),
    ]);
    const trainingSessionId = training?.trainingSessionId;
    return { application, labs, ...(trainingSessionId !== undefined ? { trainingSessionId } : {}) };
  } catch {
    // Not signed in as the owner (or the call failed): the public view is all there is.
    return undefined;
  }
}

/**
 * The documents page's data: the public record always, the owner's documents when signed in as the owner.
 * Each read goes through the page's cache, so what the shell started with the page is not asked again.
 */
export async function loadDocuments(appId: string): Promise<DocumentsData> {
  const [application, owner] = await Promise.all([
    fetchExternalApplication(appId),
    loadOwner(appId),
  ]);
  const labs = isHealthCertificate(application)
    ? await labsOf((type) => fetchExternalLabs(appId, type))
    : [];
  return { application, labs, ...(owner ? { owner } : {}) };
}
