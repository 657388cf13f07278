import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from '@qce/shared-kit/router';
import { getUserDetails, isApiError, setUnauthorizedHandler } from '@qce/shared-kit/api';
import { getUserId } from '@qce/shared-kit/storage';
import { useUserStore } from '@qce/shared-kit/stores';
import { paths } from '../../config/paths';
import { hasApplicantSession } from './session';
import { takePrefetchedUser } from './prefetched-user';

/** Loads the applicant's details once per session; a 401 means access-denied (payment spec §6, §8). */
function useUserDetails(): void {
  const navigate = useNavigate();
  const user = useUserStore((state) => state.user);
  const setUser = useUserStore((state) => state.setUser);
  useEffect(() => {
    const userId = getUserId();
    if (user || !userId) return;
    let cancelled = false;
    // A first page's prefetch may be reading them already (issue 22): one request for both.
    const ask = () => getUserDetails(userId).then((response) => response.data);
    const prefetched = takePrefetchedUser();
    // The prefetch's own code failing to load is not the user's answer: ask again.
    const details = prefetched
      ? prefetched.catch((error: unknown) => (isApiError(error) ? Promise.reject(error) : ask()))
      : ask();
    details.then(
      (found) => {
        if (!cancelled && found) setUser(found);
      },
      (error: unknown) => {
        if (!cancelled && isApiError(error) && error.status === 401) {
          navigate(paths.accessDenied, { replace: true });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [user, setUser, navigate]);
}

/**
 * A 401 on the user details from any app of the page (a track loads them too, with the shell's cached
 * profile in place) ends the session on the access-denied page (payment spec §6, §8).
 */
function useAccessDeniedOnUnauthorizedUser(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      setUnauthorizedHandler((endpoint) => {
        if (endpoint === 'USER_DETAILS') navigate(paths.accessDenied, { replace: true });
      }),
    [navigate],
  );
}

function ApplicantSession({ children }: { children: ReactNode }) {
  useAccessDeniedOnUnauthorizedUser();
  useUserDetails();
  return children;
}

/** Applicant routes: a stored user id and token, else access-denied. */
export function RequireApplicant({ children }: { children: ReactNode }) {
  if (!hasApplicantSession()) return <Navigate to={paths.accessDenied} replace />;
  return <ApplicantSession>{children}</ApplicantSession>;
}
