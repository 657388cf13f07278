import { useState } from 'react';
import { apiQuery, usePageQuery } from '@qce/shared-kit/data';
import { MESSAGES } from '@qce/shared-kit/messages';
import { READ_EVERY_VISIT, loadStateOf } from '../../lib/load-state';
import styles from './signature-image.module.css';

export interface SignatureImageProps {
  /** The signature to fetch through the signature call... */
  signatureId?: string | number | null | undefined;
  /** ...or an image URL already known. */
  url?: string | undefined;
  /** Whose signature (alt text). */
  signer: string;
}

function Failed() {
  return <span className={styles.failed}>{MESSAGES.upload.imagePreviewFailure}</span>;
}

function SignatureFromUrl({ url, signer }: { url: string; signer: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <Failed />;
  return (
    <img
      className={styles.image}
      src={url}
      alt={`Signature of ${signer}`}
      onError={() => setBroken(true)}
    />
  );
}

function SignatureById({ signatureId, signer }: { signatureId: string | number; signer: string }) {
  const query = usePageQuery({
    ...apiQuery('LABORATORY_SIGNATURE', { params: { signatureId: String(signatureId) } }),
    ...READ_EVERY_VISIT,
    select: (body) => body.data.imageUrl,
  });
  const state = loadStateOf(query);
  if (state.status === 'loading') return <span className={styles.failed} aria-busy="true" />;
  if (state.status === 'error' || !state.data) return <Failed />;
  return <SignatureFromUrl url={state.data} signer={signer} />;
}

/** A signatory's signature image; 'Cannot display the image right now.' when it cannot be fetched or shown. */
export function SignatureImage({ signatureId, url, signer }: SignatureImageProps) {
  if (url) return <SignatureFromUrl url={url} signer={signer} />;
  if (signatureId === null || signatureId === undefined || signatureId === '') return <Failed />;
  return <SignatureById signatureId={signatureId} signer={signer} />;
}
