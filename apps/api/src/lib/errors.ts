import { type ErrorCode, errorCatalogue } from "@sagpan/contract";

/** A failure with a stable code; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    message?: string,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
  }
}
