import type { UploadProgress } from '../client';

/** Optional per-call settings every resource function accepts last. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** Settings of multipart uploads. */
export interface UploadOptions extends RequestOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** The multipart file name when the body is a Blob without one (e.g. a re-encoded CSV). */
  fileName?: string;
}
