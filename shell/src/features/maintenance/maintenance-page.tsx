import { useEffect, useState } from 'react';
import { Link } from '@qce/shared-kit/router';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { Maintenance } from '@qce/shared-kit/api';
import { paths } from '../../config/paths';
import { loadMaintenance, maintenanceApplies } from '../../lib/maintenance/maintenance-status';

const formatWhen = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' });
};

/** /qce/under-maintenance: the window and an apology (payment spec §2). */
export function MaintenancePage() {
  const [maintenance, setMaintenance] = useState<Maintenance | null | undefined>(undefined);
  const [active, setActive] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void loadMaintenance().then(async (record) => {
      const applies = await maintenanceApplies(record);
      if (cancelled) return;
      setActive(applies);
      setMaintenance(record);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <main id="main-content" tabIndex={-1} aria-labelledby="maintenance-title" className="qce-panel">
      <h1 id="maintenance-title">{MESSAGES.maintenance.title}</h1>
      {maintenance === undefined && <p role="status">Checking the maintenance schedule…</p>}
      {active && maintenance && (
        <>
          <p>
            {MESSAGES.maintenance.window(
              formatWhen(maintenance.validFrom),
              formatWhen(maintenance.validTo),
            )}
          </p>
          <p>{MESSAGES.maintenance.apology}</p>
        </>
      )}
      {maintenance !== undefined && !active && (
        <p>
          The portal is not under maintenance.{' '}
          <Link to={paths.landing}>Go to the applications page</Link>
        </p>
      )}
    </main>
  );
}
