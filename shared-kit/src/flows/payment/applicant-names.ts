import type { BulkPaymentDetail } from '@qce/shared-kit/api';

/** First, middle and last name of a bulk applicant, as one line. */
export const applicantName = (
  row: Pick<BulkPaymentDetail, 'firstName' | 'middleName' | 'lastName'>,
) =>
  [row.firstName, row.middleName, row.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
