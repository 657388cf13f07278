import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import { resetMockDb, seededUsers } from '@qce/mock-api/node';
import { getApplications, getBulkApplicationPayments, getLaboratory } from '@qce/shared-kit/api';
import type { ApplicationRecord, LabType, LaboratoryRecord, Payment } from '@qce/shared-kit/api';
import { localKeys, sessionKeys } from '@qce/shared-kit/storage';
import { App } from '../app/app';
import { defaultRuntimeConfig } from '@qce/shared-kit/config';

/** Seeded applicants (mock-api seed/users). */
export const JUAN = 101;
export const MARIA = 102;
export const PEDRO = 103;
export const LIZA = 104;

/** Signs a seeded applicant in as the shell does (token + userID). */
export function signIn(userId: number) {
  const user = seededUsers().find((u) => u.userId === userId);
  if (!user) throw new Error(`no seeded user ${userId}`);
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
  return user;
}

export function signOut() {
  localKeys.remove('token');
  sessionKeys.remove('userId');
}

/**
 * Applies a scenario and reads back, as its owner, the applicant's latest application of a permit and its labs.
 * Leaves nobody signed in.
 */
export async function seededApplication(
  scenario: string,
  userId: number,
  permitId: 1 | 2,
): Promise<{
  application: ApplicationRecord;
  labs: Array<{ labType: LabType; record: LaboratoryRecord }>;
}> {
  resetMockDb(scenario);
  signIn(userId);
  try {
    const list = await getApplications({ permitId, page: 1, limit: 60 });
    const application = list.data.details[0];
    if (!application) throw new Error(`no application in scenario ${scenario}`);
    const types: LabType[] = ['REGULAR_LABORATORY', 'SOCIAL_HYGIENE'];
    const labs = (
      await Promise.all(
        types.map(async (labType) =>
          (await getLaboratory(application.applicationId, labType)).data.data.map((record) => ({
            labType,
            record,
          })),
        ),
      )
    ).flat();
    return { application, labs };
  } finally {
    signOut();
  }
}

/** Renders the remote at a path under /qce, as the shell would (options e.g. `reactStrictMode`). */
export function renderAt(path: string, options?: RenderOptions) {
  window.history.pushState({}, '', `/qce${path}`);
  return render(
    <App basename="/qce" config={defaultRuntimeConfig} navigate={() => undefined} />,
    options,
  );
}

/** The seeded bulk application of Liza's (scenario `bulk-incomplete`). */
export const SEEDED_BULK_ID = '501';

/**
 * `bulk-incomplete` with the staff having validated the bulk's requirements, so its applicants' orders and then
 * the bulk-level order of payment are issued. Returns the bulk-level order as its owner reads it.
 */
export async function seededBulkOrder(): Promise<Payment> {
  resetMockDb('bulk-incomplete');
  const response = await fetch(
    `${window.location.origin}/__staff/bulk/${SEEDED_BULK_ID}/requirements`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'complete' }),
    },
  );
  if (!response.ok) throw new Error(`staff bulk requirements answered ${response.status}`);
  signIn(LIZA);
  try {
    const [order] = (await getBulkApplicationPayments(SEEDED_BULK_ID)).data;
    if (!order) throw new Error('the bulk has no order of payment');
    return order;
  } finally {
    signOut();
  }
}
