import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { maintenanceApplies } from '../../lib/maintenance/maintenance-status';
import { renderShellAt, setupMockServer, signIn, useMaintenance } from '../../testing/render-shell';

setupMockServer();

const hour = 3600_000;
const windowAround = (now: number, active = true) => ({
  active,
  validFrom: new Date(now - hour).toISOString(),
  validTo: new Date(now + hour).toISOString(),
});

describe('maintenance (payment spec §2, §4, §8)', () => {
  it('redirects every page to under-maintenance when a window is active now', async () => {
    signIn();
    useMaintenance(windowAround(Date.now()));
    await renderShellAt('/qce/applications');
    expect(
      await screen.findByRole('heading', { name: MESSAGES.maintenance.title }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/qce/under-maintenance'));
    expect(await screen.findByText(MESSAGES.maintenance.apology)).toBeInTheDocument();
    expect(screen.getByText(/Maintenance window:/)).toBeInTheDocument();
  });

  it('does not redirect when the window is inactive', async () => {
    signIn();
    useMaintenance(windowAround(Date.now(), false));
    await renderShellAt('/qce/applications');
    expect(await screen.findByRole('article', { name: 'Health Certificate' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/qce/applications');
  });

  it('treats a failed maintenance load as no maintenance', async () => {
    signIn();
    useMaintenance(500);
    await renderShellAt('/qce/applications');
    expect(await screen.findByRole('article', { name: 'Health Certificate' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/qce/applications');
  });

  it('applies only when active and now is within validFrom..validTo', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const record = {
      active: true,
      validFrom: '2026-03-01T09:00:00Z',
      validTo: '2026-03-01T11:00:00Z',
    };
    await expect(maintenanceApplies(record, now)).resolves.toBe(true);
    await expect(maintenanceApplies({ ...record, active: false }, now)).resolves.toBe(false);
    await expect(maintenanceApplies(record, new Date('2026-03-01T11:00:01Z'))).resolves.toBe(false);
    await expect(maintenanceApplies(record, new Date('2026-03-01T08:59:59Z'))).resolves.toBe(false);
    await expect(maintenanceApplies(null, now)).resolves.toBe(false);
  });
});
