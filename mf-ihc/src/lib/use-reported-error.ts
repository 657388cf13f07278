import { useEffect } from 'react';
import { reportError } from '@qce/shared-kit/remote/report-error';

/**
 * Reports a read's failure (`reportError`, what: `what`) once per failure, from an effect: not on every
 * render of the retry panel or the page that goes on without it.
 */
export function useReportedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) reportError(error, { what });
  }, [error, what]);
}
