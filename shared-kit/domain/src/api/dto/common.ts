/** Response wrappers exactly as the specs give them, plus the failure body. */

/** `{ data }`: the plain wrapper. */
export interface DataResponse<T> {
  data: T;
}

/** `{ data: { data } }`: the nested wrapper (permit list, application by id, laboratory, file upload). */
export interface NestedDataResponse<T> {
  data: { data: T };
}

/** `{ data: { details, totalCount } }`: a page of records. */
export interface PagedResponse<T> {
  data: { details: T[]; totalCount: number };
}

/** Body of an answer whose content the specs do not show (discard, delete, validate). */
export interface MessageResponse {
  message?: string;
}

/** Body of a failed call, e.g. `{ code: 4037, message: '...' }` or `{ code: 4032, ... }`. */
export interface ApiErrorBody {
  code?: number;
  message?: string;
}

/** Known server error codes. */
export const API_ERROR_CODES = {
  /** Payment submit: official receipt number already used in another application. */
  OR_NUMBER_USED: 4037,
  /** Training registration refused; show the server's message. */
  TRAINING_REGISTRATION: 4032,
} as const;

/** Common page query (`page` is 1-based unless a call says otherwise). */
export interface PageQuery {
  page?: number;
  limit?: number;
}

/** Permit ids: 1 health certificate and social hygiene; 2 sanitary permit and water analysis. */
export type PermitId = 1 | 2;
