/**
 * The one shape of an API call's outcome on both sides of the web app (loaders through `context.api`, the
 * browser through `api-client.ts`), and the one rule for the message a person sees for a failure.
 *
 *   const result = await apiRequest<Member>("/api/v1/member/me");      // or apiCall(context.api, path)
 *   if (result.ok) use(result.body);
 *   else if (result.code === ErrorCode.DUPLICATE_NICKNAME) …            // codes from the typed catalogue
 *   else toast(result.message);                                        // already the Korean message
 */
import { ErrorCode, errorMessage } from "@mulmung/domain/errors";

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  body: T;
}

export interface ApiFailure {
  ok: false;
  /** The HTTP status; 0 when the browser got no answer at all (offline, connection refused). */
  status: number;
  /** The API's `code` (compare with `ErrorCode.X`), or null when the answer had none. */
  code: ErrorCode | number | string | null;
  /** What the person sees: `apiErrorMessage` of the answer. */
  message: string;
  /** The error body as the server sent it (rarely needed: extra fields of one error). */
  body: unknown;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** What an answer without a response looks like (the browser goes on to the network-error page). */
export const NETWORK_ERROR_MESSAGE = "네트워크 연결을 확인한 뒤 다시 시도해주세요.";

function errorFields(body: unknown): { code: unknown; message: string | null } {
  if (!body || typeof body !== "object") return { code: undefined, message: null };
  const { code, message } = body as { code?: unknown; message?: unknown };
  return { code, message: typeof message === "string" ? message : null };
}

/**
 * The message a person sees for a failed call: domain `errorMessage` (SPEC §8 numeric codes show the catalogue
 * message; any other code the server's message, else the catalogue's, else the generic retry message). A
 * 404 without a body is "not found"; no answer at all is the network message.
 */
export function apiErrorMessage(failure: { status: number; body: unknown }): string {
  if (failure.status === 0) return NETWORK_ERROR_MESSAGE;
  const { code, message } = errorFields(failure.body);
  if (failure.status === 404 && code === undefined && !message) return errorMessage(ErrorCode.NOT_FOUND);
  return errorMessage(code, message);
}

/** An HTTP answer as an `ApiResult`: 2xx is success, anything else a failure carrying its code and message. */
export function toApiResult<T>(status: number, body: unknown): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, status, body: body as T };
  const { code } = errorFields(body);
  const known = typeof code === "number" || typeof code === "string" ? code : null;
  return { ok: false, status, code: known, message: apiErrorMessage({ status, body }), body };
}

/** A failed call as an Error (for code that throws, e.g. a list's "load more"); the message is the Korean one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiFailure["code"];
  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = "ApiError";
    this.status = failure.status;
    this.code = failure.code;
  }
}
