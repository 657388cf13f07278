import { test as base } from '@playwright/test';
import { staffApi, type SeededUser, type StaffApi } from './staff-api';

interface PortalFixtures {
  staff: StaffApi;
  /** The first seeded applicant (any product). */
  applicant: SeededUser;
}

export const test = base.extend<PortalFixtures>({
  staff: async ({ request }, provide) => {
    await provide(staffApi(request));
  },
  applicant: async ({ staff }, provide) => {
    const [first] = await staff.users();
    if (!first) throw new Error('GET /__staff/users listed no seeded applicant');
    await provide(first);
  },
});

export { expect } from '@playwright/test';
