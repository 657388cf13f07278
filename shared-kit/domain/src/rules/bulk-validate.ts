import { MESSAGES } from '@qce/domain/messages';

/**
 * Bulk Validate (intake §5 Bulk Validate): the button is enabled after the certification checkbox
 * is ticked and a source is chosen; the issues listed are the spec's three messages.
 */
export function isBulkValidateEnabled(input: {
  certified?: boolean | null;
  sourceChosen?: boolean | null;
}): boolean {
  return input.certified === true && input.sourceChosen === true;
}

export function bulkValidateIssues(input: {
  applicantCount?: unknown;
  acknowledged?: boolean | null;
  incompleteCount?: unknown;
}): string[] {
  const count = (v: unknown): number =>
    typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
  const issues: string[] = [];
  if (count(input.applicantCount) === 0) issues.push(MESSAGES.bulk.noApplicants);
  if (input.acknowledged !== true) issues.push(MESSAGES.bulk.acknowledgementNotAccepted);
  if (count(input.incompleteCount) > 0) issues.push(MESSAGES.bulk.incompleteApplications);
  return issues;
}
