import { requestQuery, usePageQuery, userDetailsRequest } from '@qce/shared-kit/data';
import { getUserId } from '@qce/shared-kit/storage';
import { useReportedError } from './use-reported-error';

/**
 * The signed-in applicant's account (names, e-mail, address) from the page's cache: the landing read
 * it. A failure is silent (intake §8: only logged): the page goes on without it (`isLoading` is false).
 */
export function useAccountDetails() {
  const userId = getUserId();
  const account = usePageQuery({
    ...requestQuery(userDetailsRequest(userId ?? '')),
    enabled: Boolean(userId),
    select: (body) => body.data,
  });
  useReportedError(account.error, 'user details');
  return account;
}
