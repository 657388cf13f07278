import { expect, type Page } from '@playwright/test';
import type { SeededUser } from './staff-api';

/** The sign-in hand-off the department's account service performs: the landing with userId and token. */
export function signInPath(user: Pick<SeededUser, 'userId' | 'token'>): string {
  const query = new URLSearchParams({ userId: String(user.userId), token: user.token });
  return `/qce/applications?${query.toString()}`;
}

/** Opens the landing as `user` and waits until the shell has taken the credentials out of the address bar. */
export async function signIn(
  page: Page,
  user: Pick<SeededUser, 'userId' | 'token'>,
): Promise<void> {
  await page.goto(signInPath(user));
  await expect(page).toHaveURL(
    (url) => url.pathname === '/qce/applications' && !url.searchParams.has('token'),
  );
}
