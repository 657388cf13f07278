/** A refusal the handlers turn into `{ code, message }` with an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 400) => new ApiError(400, code, message);
export const notFound = (what: string) => new ApiError(404, 404, `${what} not found`);
export const conflict = (message: string, code = 409) => new ApiError(409, code, message);
