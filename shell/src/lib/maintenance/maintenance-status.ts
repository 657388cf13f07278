import { getMaintenance } from '@qce/shared-kit/api';
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

/**
 * Maintenance applies only when active and now is within validFrom..validTo (payment spec §4).
 * The domain entry is loaded only for an active record: the landing of a normal day never pays
 * for the whole rule set (landing JS budget, docs/performance.md).
 */
export async function maintenanceApplies(
  maintenance: Maintenance | null,
  now = new Date(),
): Promise<boolean> {
  if (!maintenance?.active) return false;
  const { isUnderMaintenance } = await import('@qce/shared-kit/domain');
  return isUnderMaintenance(maintenance, now);
}
