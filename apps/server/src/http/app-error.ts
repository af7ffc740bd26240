/**
 * The one error class routes and services throw. The error handler answers `{code, message}` with its
 * status; `code` is a SPEC.md section 8 number where one exists, else a short string.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: number | string;

  constructor(status: number, code: number | string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }

  static notFound(message = "요청하신 정보를 찾을 수 없습니다.") {
    return new AppError(404, "NOT_FOUND", message);
  }

  static badRequest(message: string) {
    return new AppError(400, "VALIDATION", message);
  }
}
