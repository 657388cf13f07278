import { useEffect } from 'react';
import type { LabFormData, LaboratoryRecord } from '@qce/shared-kit/api';
import { listOf } from '@qce/shared-kit/api/intake';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import type { RequestOf } from '@qce/shared-kit/data';
import { reportError } from '@qce/shared-kit/remote/report-error';
import {
  REQUIREMENT_STATUS,
  laboratoryPath,
  microbiologyStandard,
  statusIs,
} from '@qce/shared-kit/domain';
import type { MicrobiologyStandard } from '@qce/shared-kit/domain';

/** The lab type a sanitary permit's water analysis is recorded under (payment §7 laboratory by type). */
export const WATER_LAB_TYPE = 'REGULAR_LABORATORY' as const;

/** payment §7 GET laboratory/{applicationId}/type/{type}: the application's water lab records. */
export const waterLabsRequest = (applicationId: string): RequestOf<'LABORATORY'> => ({
  endpoint: 'LABORATORY',
  params: { applicationId, type: WATER_LAB_TYPE },
});

/**
 * The application's water lab records, from the page's cache (Check again reads them again). A failure
 * is reported here; the page shows its retry.
 */
export function useWaterLabs(applicationId: string) {
  const labs = usePageQuery({
    ...requestQuery(waterLabsRequest(applicationId)),
    select: (body) => listOf(body.data?.data),
  });
  useEffect(() => {
    if (labs.error) reportError(labs.error, { what: 'water analysis load' });
  }, [labs.error]);
  return labs;
}

/** The record the step reads: the latest one. */
export const latestWaterLab = (labs: readonly LaboratoryRecord[]): LaboratoryRecord | undefined =>
  labs[labs.length - 1];

export type WaterAnalysisState =
  | { kind: 'not-received' }
  | { kind: 'in-progress'; lab: LaboratoryRecord }
  | { kind: 'completed'; lab: LaboratoryRecord };

/** payment §4: the step stays in progress until the lab record's status equals Completed. */
export function waterAnalysisState(lab: LaboratoryRecord | undefined): WaterAnalysisState {
  if (!lab) return { kind: 'not-received' };
  return statusIs(lab.status, REQUIREMENT_STATUS.completed)
    ? { kind: 'completed', lab }
    : { kind: 'in-progress', lab };
}

export type MicrobiologyTest = 'totalColiform' | 'thermoColiform' | 'heteroPlate';

export interface MicrobiologyRow {
  test: MicrobiologyTest;
  method: string;
  result: string;
  remarks: string;
  standard: MicrobiologyStandard | undefined;
}

const TESTS: readonly MicrobiologyTest[] = ['totalColiform', 'thermoColiform', 'heteroPlate'];

/** payment §3 Microbiology formData (Method, Result, Remarks per test) with the §9 unit and standard. */
export function microbiologyRows(formData: LabFormData | undefined): MicrobiologyRow[] {
  const f = formData ?? {};
  return TESTS.map((test) => {
    const method = f[`${test}Method`] ?? '';
    return {
      test,
      method,
      result: f[`${test}Result`] ?? '',
      remarks: f[`${test}Remarks`] ?? '',
      standard: microbiologyStandard(method),
    };
  }).filter((row) => row.method !== '' || row.result !== '' || row.remarks !== '');
}

/** The laboratory result page of the record (payment §2 `/qce/laboratory/{labId}/{labType}/{labName}`). */
export const waterCertificateHref = (lab: LaboratoryRecord): string =>
  `/qce${laboratoryPath(lab.laboratoryId, WATER_LAB_TYPE, lab.name)}`;
