/**
 * The one error class routes and services throw: `AppError.of(ErrorCode.X)` or `AppError.of(ErrorCode.X, message)`
 * when the message must say more (a count, a field). Every code comes from the typed catalogue in
 * @mulmung/domain/errors, which also fixes its HTTP status and default Korean message; an uncatalogued code does
 * not compile. The error handler answers `{code, message}` with the status.
 */
import { ERROR_CATALOGUE, ErrorCode } from "@mulmung/domain/errors";

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;

  protected constructor(code: ErrorCode, message: string) {
    super(message);
    this.status = ERROR_CATALOGUE[code].status;
    this.code = code;
  }

  /** An error for a catalogued code, with its status and (unless given) its Korean message. */
  static of(code: ErrorCode, message?: string) {
    return new AppError(code, message ?? ERROR_CATALOGUE[code].message);
  }

  static notFound(message?: string) {
    return AppError.of(ErrorCode.NOT_FOUND, message);
  }

  static badRequest(message: string) {
    return AppError.of(ErrorCode.VALIDATION, message);
  }
}
