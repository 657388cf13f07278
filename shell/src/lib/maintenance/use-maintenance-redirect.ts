import { useEffect } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import { paths } from '../../config/paths';
import { loadMaintenance, maintenanceApplies } from './maintenance-status';

/** On start, an active maintenance window sends every page to /qce/under-maintenance. */
export function useMaintenanceRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void loadMaintenance().then(async (maintenance) => {
      if (cancelled || !(await maintenanceApplies(maintenance))) return;
      if (window.location.pathname !== paths.maintenance)
        navigate(paths.maintenance, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
}
