import { useState } from 'react';
import { SEMINAR_COPY } from './seminar-copy';
import styles from './hiv-seminar.module.css';

/**
 * The embedded seminar video (intake §2, §9: embedded from a video service, URL from the runtime
 * config). Without a URL, or when the frame reports an error, a text fallback says so.
 */
export function SeminarVideo({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  const src = url.trim();
  // Only web addresses are embedded (a config value such as `javascript:` never reaches the frame).
  const embeddable = /^https?:\/\//i.test(src) || src.startsWith('/');
  if (!embeddable || failed) {
    return (
      <div className="qce-panel" role="status">
        <p>{SEMINAR_COPY.videoUnavailable}</p>
        {embeddable && (
          <p>
            <a href={src} target="_blank" rel="noreferrer">
              {SEMINAR_COPY.videoOpenLink}
            </a>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={styles.video}>
      <iframe
        src={src}
        title={SEMINAR_COPY.videoTitle}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onError={() => setFailed(true)}
      />
    </div>
  );
}
