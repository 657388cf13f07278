import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTopDialog } from '../dialog/top-layer';
import { cx } from '../lib/cx';
import styles from './notices.module.css';

/** How long a notice stays on screen (intake spec §7: upload notices last 5000 ms). */
export const NOTICE_DURATION_MS = 5000;

export type NoticeKind = 'success' | 'error' | 'info';

export type NoticeItem = { id: number; kind: NoticeKind; message: string };

export type NoticesApi = {
  notify: (kind: NoticeKind, message: string) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  dismiss: (id: number) => void;
};

const NoticesContext = createContext<NoticesApi | null>(null);

export type NoticeProps = {
  kind: NoticeKind;
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
};

/** One notice box; used by the toast region and inline (e.g. a policy notice on a page). */
export function Notice({ kind, children, onDismiss, dismissLabel = 'Dismiss' }: NoticeProps) {
  return (
    <div className={cx(styles.notice, styles[kind])}>
      <span className={styles.kind}>
        {kind === 'error' ? 'Error:' : kind === 'success' ? 'Success:' : 'Note:'}
      </span>
      <div className={styles.message}>{children}</div>
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          onClick={onDismiss}
          aria-label={dismissLabel}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

/**
 * Holds the toast notices of an app and renders them in live regions (errors assertive, the rest
 * polite). Each notice disappears after NOTICE_DURATION_MS or when dismissed; hovering or focusing
 * the notices holds them. While a dialog is open the region is rendered inside it, so the notices stay
 * above it, announced and dismissable (outside a modal dialog everything is inert).
 */
export function NoticesProvider({
  children,
  durationMs = NOTICE_DURATION_MS,
}: {
  children: ReactNode;
  durationMs?: number;
}) {
  const [items, setItems] = useState<NoticeItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout> | undefined>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const paused = useRef(false);
  const startTimer = useCallback(
    (id: number) => {
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss, durationMs],
  );

  const notify = useCallback(
    (kind: NoticeKind, message: string) => {
      const id = nextId.current++;
      setItems((current) => [...current, { id, kind, message }]);
      if (!paused.current) startTimer(id);
      else timers.current.set(id, undefined);
    },
    [startTimer],
  );

  // WCAG 2.2.1: while the pointer or keyboard focus is on a notice, it stays; it restarts its
  // full time when they leave.
  const pause = () => {
    if (paused.current) return;
    paused.current = true;
    timers.current.forEach((timer, id) => {
      if (timer) clearTimeout(timer);
      timers.current.set(id, undefined);
    });
  };
  const resume = useCallback(() => {
    if (!paused.current) return;
    paused.current = false;
    Array.from(timers.current.keys()).forEach(startTimer);
  }, [startTimer]);

  // The region moves into a dialog that opens (and back): the pointer or focus that held it is gone.
  const dialog = useTopDialog();
  useEffect(() => resume, [dialog, resume]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => {
        if (timer) clearTimeout(timer);
      });
      pending.clear();
    };
  }, []);

  const api = useMemo<NoticesApi>(
    () => ({
      notify,
      dismiss,
      success: (message) => notify('success', message),
      error: (message) => notify('error', message),
      info: (message) => notify('info', message),
    }),
    [notify, dismiss],
  );

  const render = (list: NoticeItem[]) =>
    list.map((item) => (
      <Notice key={item.id} kind={item.kind} onDismiss={() => dismiss(item.id)}>
        {item.message}
      </Notice>
    ));

  const region = (
    <div
      className={`${styles.region} qce-no-print`}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!(
          event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
        ))
          resume();
      }}
    >
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {render(items.filter((item) => item.kind === 'error'))}
      </div>
      <div role="status" aria-live="polite" className={styles.stack}>
        {render(items.filter((item) => item.kind !== 'error'))}
      </div>
    </div>
  );

  return (
    <NoticesContext.Provider value={api}>
      {children}
      {dialog ? createPortal(region, dialog) : region}
    </NoticesContext.Provider>
  );
}

/** Show a toast: `const notices = useNotices(); notices.success(MESSAGES.x)`. Needs a NoticesProvider. */
export function useNotices(): NoticesApi {
  const api = useContext(NoticesContext);
  if (!api) throw new Error('useNotices must be used inside <NoticesProvider>.');
  return api;
}
