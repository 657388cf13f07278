import { request, type FullConfig } from '@playwright/test';
import { staffApi } from './staff-api';

/** Starts every run from the seeded state. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const context = await request.newContext({ baseURL });
  try {
    await staffApi(context).reset();
  } finally {
    await context.dispose();
  }
}
