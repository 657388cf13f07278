import { useCallback, useEffect, useRef, useState } from 'react';

export type NoticeTone = 'success' | 'error' | 'info';
export interface Notice {
  text: string;
  tone: NoticeTone;
}

/** How long a notice stays (intake §9: upload notices last 5000 ms). */
export const NOTICE_MS = 5000;

/**
 * A page notice that disappears after 5000 ms: errors are announced assertively (role alert),
 * the rest politely (role status).
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string, tone: NoticeTone = 'info') => {
    clearTimeout(timer.current);
    setNotice({ text, tone });
    timer.current = setTimeout(() => setNotice(null), NOTICE_MS);
  }, []);
  const element = (
    <div aria-live="polite" className="qce-no-print">
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`qce-panel ${notice.tone === 'error' ? 'qce-panel--error' : ''}`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
  return { notice, show, element };
}
