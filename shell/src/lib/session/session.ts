import { getRuntimeConfig } from '@qce/shared-kit/config';
import { getToken, getUserId } from '@qce/shared-kit/storage';
import { paths } from '../../config/paths';
import { leavePortal } from './leave-portal';

/** The applicant session needs both a stored user id and a token (payment spec §6). */
export function hasApplicantSession(): boolean {
  return !!getUserId() && !!getToken();
}

/** The login hand-off: the account service signs the applicant in and returns to the landing. */
export function loginUrl(origin: string = window.location.origin): string {
  const returnTo = encodeURIComponent(`${origin}${paths.landing}`);
  const base = getRuntimeConfig().loginUrl;
  return `${base}${base.includes('?') ? '&' : '?'}returnTo=${returnTo}`;
}

export function goToLogin(): void {
  leavePortal(loginUrl());
}
