/**
 * The one error class routes and services throw. The error handler answers `{code, message}` with its
 * status; codes and their default Korean messages come from the catalogue in @mulmung/domain/errors.
 */
import { ERROR_CATALOGUE, ErrorCode } from "@mulmung/domain/errors";

export class AppError extends Error {
  readonly status: number;
  readonly code: number | string;

  constructor(status: number, code: number | string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }

  /** An error for a catalogued code, with its status and (unless given) its Korean message. */
  static of(code: ErrorCode, message?: string) {
    const entry = ERROR_CATALOGUE[code];
    return new AppError(entry.status, code, message ?? entry.message);
  }

  static notFound(message?: string) {
    return AppError.of(ErrorCode.NOT_FOUND, message);
  }

  static badRequest(message: string) {
    return AppError.of(ErrorCode.VALIDATION, message);
  }
}
