/**
 * The bulk health card calls (intake §7), over shared-kit's bulk resources: each unwraps the
 * spec's response wrappers so the bulk pages read plain values. The bulk record and its audit log are
 * read through the page's cache (lib/ihc-requests).
 */
import {
  checkBulkApplication,
  createBulkApplication,
  discardBulkApplication,
  getBulkApplicants,
  submitBulkApplication,
  updateBulkApplication,
  updateBulkBase,
  uploadBulkApplicantsCsv,
} from '@qce/shared-kit/api';
import type { RequestOf } from '@qce/shared-kit/data';
import type {
  ApplicationFormData,
  BulkApplicant,
  BulkApplicantsQuery,
  BulkApplicationRecord,
  BulkApplicationRequest,
} from '@qce/shared-kit/api';

/** Permit id of the health certificate (intake §3, §9). */
export const BULK_PERMIT_ID = 1 as const;

/** One page of a bulk's uploaded applicants, searched by name (the applicant records' read). */
export const bulkApplicantsRequest = (
  query: Omit<BulkApplicantsQuery, 'permitId'>,
): RequestOf<'BULK_UPLOAD_LIST'> => ({
  endpoint: 'BULK_UPLOAD_LIST',
  query: { ...query, permitId: BULK_PERMIT_ID },
});

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

export const bulkApi = {
  async save(body: BulkApplicationRequest): Promise<BulkApplicationRecord> {
    const saved = body.bulkApplicationId
      ? await updateBulkApplication(body)
      : await createBulkApplication(body);
    return saved.data;
  },
  async discard(bulkApplicationId: string): Promise<void> {
    await discardBulkApplication(bulkApplicationId);
  },
  async applicants(
    query: Omit<BulkApplicantsQuery, 'permitId'>,
  ): Promise<{ details: BulkApplicant[]; totalCount: number }> {
    const body = await getBulkApplicants({ ...query, permitId: BULK_PERMIT_ID });
    return { details: list(body.data?.details), totalCount: body.data?.totalCount ?? 0 };
  },
  async incompleteApplicants(bulkApplicationId: string): Promise<BulkApplicant[]> {
    return list((await checkBulkApplication(bulkApplicationId)).data);
  },
  /** Uploads the checked roster text as UTF-8 (a Windows-1252 file reaches the server intact). */
  async uploadRoster(
    bulkApplicationId: string,
    csv: string,
    fileName: string,
  ): Promise<ApplicationFormData[]> {
    const body = await uploadBulkApplicantsCsv(
      { permitId: BULK_PERMIT_ID, bulkApplicationId },
      new Blob([csv], { type: 'text/csv' }),
      { fileName },
    );
    return list(body.data?.duplicateApplication);
  },
  async saveSource(bulk: BulkApplicationRecord, isInternal: boolean): Promise<void> {
    await updateBulkBase({
      bulkApplicationId: bulk.bulkApplicationId,
      permitId: BULK_PERMIT_ID,
      formData: { ...bulk.formData, isInternal },
    });
  },
  async submit(bulkApplicationId: string): Promise<void> {
    await submitBulkApplication(bulkApplicationId);
  },
};

/** The server's message of a failed call, if it gave one (the kit's one reading). */
export { serverMessageOf } from '@qce/shared-kit/api/errors';
