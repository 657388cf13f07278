import type { ComponentType } from 'react';
import { NotFoundPage } from '@qce/shared-kit/ui';

export interface TrackNotFoundConfig {
  /** The track router's `useNavigate` (routes are within the router's basename). */
  useNavigate: () => (route: string) => void;
  /** Prefix of a route in a real link's href (the router's basename, e.g. `/qce`). */
  basename: string;
  /** The track's landing, the way back. */
  landingRoute: string;
}

/**
 * The element of a track router's Not found route (STYLE 12): an address under the track that it does
 * not have gets the kit's Not found page, whose way back is the track's landing, through its router.
 */
export function createTrackNotFound({
  useNavigate,
  basename,
  landingRoute,
}: TrackNotFoundConfig): ComponentType {
  return function TrackNotFound() {
    const navigate = useNavigate();
    return (
      <NotFoundPage
        backHref={`${basename}${landingRoute}`}
        onNavigate={() => navigate(landingRoute)}
      />
    );
  };
}
