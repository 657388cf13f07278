import { isApiError } from '@qce/shared-kit/api';
import { LABELS } from '../config/labels';

/** A 404 means the link points at nothing; anything else is a temporary failure. */
export function loadErrorMessage(error: unknown): string {
  return isApiError(error) && error.status === 404 ? LABELS.notFound : LABELS.loadFailed;
}
