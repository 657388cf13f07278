import { ReviewStatus } from '@qce/shared-kit/flows';

/** Bulk Under Review (intake §2 Under Review: the department head is reviewing). */
export function BulkUnderReviewPage() {
  return (
    <main className="qce-page">
      <ReviewStatus state="under-review" variant="bulk" />
    </main>
  );
}
