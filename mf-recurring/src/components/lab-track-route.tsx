import type { ReactNode } from 'react';
import { NotFoundPage } from '@qce/shared-kit/ui';
import { RECURRING_MESSAGES } from '@qce/shared-kit/messages';
import { PORTAL_APPLICATIONS } from '../config/paths';
import type { LabTrack } from '../lib/lab-track';
import { useLabTrack } from '../lib/lab-track';
import { useShellNavigate } from '../lib/shell-navigation';

/**
 * The kit's Not found page, with the way back to the portal's landing (through the shell): for a
 * `:labType` other than shl or wal, or for a page the track does not have.
 */
export function NotFoundPanel({ message }: { message: string }) {
  const navigate = useShellNavigate();
  return <NotFoundPage message={message} backHref={PORTAL_APPLICATIONS} onNavigate={navigate} />;
}

/** Renders the page for shl or wal (payment §2), the not-found panel otherwise. */
export function LabTrackRoute({ children }: { children: (track: LabTrack) => ReactNode }) {
  const { segment, track } = useLabTrack();
  if (!track) return <NotFoundPanel message={RECURRING_MESSAGES.notFoundBody(segment)} />;
  return <>{children(track)}</>;
}
