/**
 * Whose history a record is in (intake §2 Landing: the Individual History and Bulk History are the
 * signed-in applicant's own). An individual application is in its owner's Individual History. A bulk
 * part (intake §3 Classes: Bulk-Individual) is in the Individual History of the applicant whose
 * account e-mail it was filed under, never in the representative's (the bulk itself is in her Bulk
 * History); a bulk part filed for someone without an account is in no one's Individual History.
 */
export function isInOwnIndividualHistory(
  record: {
    userId?: string | number | null;
    classification?: string | null;
    email?: string | null;
  },
  account: { userId: string | number; email?: string | null },
): boolean {
  const cls = (record.classification ?? '').trim().toLowerCase().replace(/[-_ ]/g, '');
  if (cls === 'bulkindividual') {
    const email = (record.email ?? '').trim().toLowerCase();
    return email !== '' && email === (account.email ?? '').trim().toLowerCase();
  }
  return (
    record.userId !== null &&
    record.userId !== undefined &&
    String(record.userId) === String(account.userId)
  );
}
