import { parseDate } from './dates';

/**
 * Maintenance window (payment §4): maintenance applies only if active and the current time is
 * within validFrom and validTo (inclusive). A missing/malformed record means no maintenance (§8).
 */
export interface MaintenanceInput {
  active?: boolean | string | null;
  validFrom?: string | null;
  validTo?: string | null;
}

export function isUnderMaintenance(
  maintenance: MaintenanceInput | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!maintenance || typeof maintenance !== 'object') return false;
  const active = maintenance.active === true || maintenance.active === 'true';
  const from = parseDate(maintenance.validFrom);
  const to = parseDate(maintenance.validTo);
  if (!active || !from || !to) return false;
  const t = now.getTime();
  return t >= from.getTime() && t <= to.getTime();
}
