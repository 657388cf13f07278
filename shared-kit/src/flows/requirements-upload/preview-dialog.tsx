import { Dialog } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { getFile } from '@qce/shared-kit/api';
import { useLoad } from '../lib/use-load';

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
  const { state: file } = useLoad(async () => (await getFile(imageId)).data, imageId);
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
