import { getMaintenance } from '@qce/shared-kit/api';
import { isUnderMaintenance } from '@qce/shared-kit/domain';
import type { Maintenance } from '@qce/shared-kit/api';

/** The maintenance record, or null: a failed load means no maintenance (payment spec §8). */
export async function loadMaintenance(): Promise<Maintenance | null> {
  try {
    const response = await getMaintenance();
    return response.data ?? null;
  } catch {
    return null;
  }
}

/** Maintenance applies only when active and now is within validFrom..validTo (payment spec §4). */
export const maintenanceApplies = (maintenance: Maintenance | null, now = new Date()): boolean =>
  isUnderMaintenance(maintenance, now);
