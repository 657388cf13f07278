import { Dialog } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { apiQuery, usePageQuery } from '@qce/shared-kit/data';
import { loadView } from '../lib/load-view';

/** Review of an uploaded file; a failure shows 'Cannot display the image right now.' (intake §8). */
export function PreviewDialog({
  imageId,
  name,
  onClose,
}: {
  imageId: string;
  name: string;
  onClose: () => void;
}) {
  const file = loadView(
    usePageQuery({
      ...apiQuery('FILE_BY_ID', { params: { imageId } }),
      select: (body) => body.data,
      // Read on every opening (its link may be short-lived), never kept after the dialog closes.
      staleTime: 0,
      gcTime: 0,
    }),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Review: ${name}`}
      size="lg"
      busy={file.status === 'loading'}
    >
      {file.status === 'error' && <p role="alert">{MESSAGES.upload.imagePreviewFailure}</p>}
      {file.status === 'ready' &&
        (/\.pdf($|\?)/i.test(file.data.imageUrl) ? (
          <a href={file.data.imageUrl} target="_blank" rel="noreferrer">
            Open {name} (PDF)
          </a>
        ) : (
          <img src={file.data.imageUrl} alt={name} style={{ maxWidth: '100%' }} />
        ))}
    </Dialog>
  );
}
