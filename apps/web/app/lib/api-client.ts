/**
 * The browser's way to call the API (SPEC.md section 7), the only one:
 *   const res = await apiRequest<Member>("/api/v1/member/me");        // ApiResult: { ok, status, body } | failure
 *   const res = await apiRequest("/api/v1/member", { method: "PATCH", body: { nickname } });
 *   if (!res.ok) toast(res.message);                                  // the Korean message (apiErrorMessage)
 *   const page = await apiData<ListPage<Review>>(path, { signal });   // the body, or throws ApiError
 *   const up = await uploadImages(files, "image");                    // multipart, links in order
 * It adds Authorization (the in-memory access token), platform, clientId, applicationId and Request-Date-Time.
 * On a 401 it refreshes once, with one refresh shared by every request that failed together (and, through the Web
 * Locks API, by every tab), then retries once. When the refresh fails too, the session is over: local session
 * state is cleared and the browser goes to /my-info/login?isReLogin=true (SPEC §4). Errors come back as
 * `{ ok: false, status, code, message }` (lib/api-result.ts), never thrown; a network failure is status 0, and the
 * browser goes on to /error?status=network-error (SPEC §8 flows). An aborted call (`signal`) rejects as fetch does.
 * An operator's 401 `SECOND_FACTOR_REQUIRED` (the console wants a code, issue 27) is no session failure: no refresh,
 * no logout; the browser goes to /admin/second-factor and comes back (domain/session.ts onUnauthorized).
 */
import { APPLICATION_ID, DEVICE_INFORMATION, ROUTE_PATH } from "@mulmung/domain/constants";
import { onUnauthorized } from "@mulmung/domain/session";
import { formatSeoulIsoDateTime } from "@mulmung/domain/time";
import { ApiError, type ApiResult, NETWORK_ERROR_MESSAGE, toApiResult } from "./api-result.ts";
import { nativePlatform } from "./native/platform.ts";
import { goToNetworkErrorPage } from "./network-error.ts";
import { secondFactorPath } from "./paths.ts";
import { clearSession, getAuthorization, getSession, setAccessToken } from "./session.ts";

export type { ApiFailure, ApiResult, ApiSuccess } from "./api-result.ts";
export { ApiError, apiErrorMessage, NETWORK_ERROR_MESSAGE } from "./api-result.ts";

export interface ApiRequestInit {
  method?: string;
  body?: unknown;
  /**
   * false for calls that must not run the session flow (no refresh first, a 401 returned as is): those whose
   * 401 means "wrong credentials" (login, logout), and public reads, which never start a re-login.
   */
  handleUnauthorized?: boolean;
  /** Aborts the call; the promise then rejects with the AbortError (no network-error page). */
  signal?: AbortSignal;
}

/** Where `uploadImages` sends: the general upload (up to 10 files at once) or the rich-text editor's (one each). */
export const UPLOAD_PATH = { image: "/api/v1/image", editor: "/api/v1/editor/image" } as const;
export type UploadDirectory = keyof typeof UPLOAD_PATH;
const REFRESH_PATH = "/api/v1/refresh/authentication";

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  now?: () => Date;
  /** The session is over: clear local state and send the person to log in again. */
  onSessionExpired: () => void;
  /** An operator's call wants the console's second factor (401 SECOND_FACTOR_REQUIRED): ask for the code. */
  onSecondFactorRequired?: () => void;
  /** A call got no answer at all (offline, connection refused). */
  onNetworkError?: () => void;
  /** Serialises refreshes across tabs; a refresh token works once, so two tabs must not race with it. */
  lock?: <T>(name: string, run: () => Promise<T>) => Promise<T>;
  log?: (message: string, detail?: unknown) => void;
}

export function createApiClient(deps: ApiClientDeps) {
  let refreshing: Promise<boolean> | null = null;

  function headers(hasBody: boolean, json = true): Record<string, string> {
    const result: Record<string, string> = {
      platform: DEVICE_INFORMATION.platform,
      clientId: DEVICE_INFORMATION.clientId,
      applicationId: APPLICATION_ID,
      "Request-Date-Time": formatSeoulIsoDateTime(deps.now?.() ?? new Date()),
      accept: "application/json",
    };
    if (hasBody && json) result["content-type"] = "application/json";
    const authorization = getAuthorization();
    if (authorization) result.authorization = authorization;
    return result;
  }

  async function refreshNow(): Promise<boolean> {
    const run = async () => {
      try {
        // The refresh token travels in its HttpOnly cookie; an expired access token adds nothing.
        const { authorization: _expired, ...plain } = headers(true);
        const response = await deps.fetch(REFRESH_PATH, {
          method: "POST",
          headers: plain,
          body: "{}",
          credentials: "same-origin",
          // A navigation does not cancel it: the server has rotated the token by then, and the answer's new cookie
          // must still be kept, or the next page carries the used one (the server allows that only briefly).
          keepalive: true,
        });
        if (!response.ok) {
          deps.log?.("session refresh failed", response.status);
          setAccessToken(null);
          return false;
        }
        const body = (await response.json()) as { accessToken: string };
        setAccessToken(body.accessToken);
        return true;
      } catch (error) {
        deps.log?.("session refresh failed", error);
        return false;
      }
    };
    return deps.lock ? deps.lock("mulmung-session-refresh", run) : run();
  }

  /** One refresh for everyone who needs it now. */
  function refreshSession(): Promise<boolean> {
    if (!refreshing) {
      refreshing = refreshNow().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function send(path: string, init: ApiRequestInit, form?: () => FormData): Promise<Response | null> {
    const hasBody = init.body !== undefined || form !== undefined;
    try {
      return await deps.fetch(path, {
        method: init.method ?? "GET",
        // A multipart body sets its own content type (with the boundary).
        headers: headers(hasBody, form === undefined),
        credentials: "same-origin",
        ...(form ? { body: form() } : hasBody ? { body: JSON.stringify(init.body) } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      deps.log?.("network error", error);
      return null;
    }
  }

  async function parse<T>(response: Response | null): Promise<ApiResult<T>> {
    if (!response) {
      return { ok: false, status: 0, code: null, message: NETWORK_ERROR_MESSAGE, body: null };
    }
    let body: unknown = null;
    if (response.status !== 204) {
      const text = await response.text();
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
    }
    return toApiResult<T>(response.status, body);
  }

  function expire() {
    if (getSession().member !== null) deps.onSessionExpired();
  }

  /** The error code of a 401, read from a copy so the answer's body stays readable. */
  async function codeOf(response: Response): Promise<unknown> {
    try {
      return ((await response.clone().json()) as { code?: unknown } | null)?.code;
    } catch {
      return undefined;
    }
  }

  /**
   * What a 401 leads to (domain/session.ts onUnauthorized): true when the call may be retried after a refresh;
   * otherwise the session ends, or the console asks for its code.
   */
  async function unauthorized(response: Response, hasRetried: boolean): Promise<boolean> {
    const action = onUnauthorized({ hasRefreshToken: true, hasRetried, code: await codeOf(response) });
    if (action === "REFRESH_AND_RETRY") return true;
    if (action === "CONFIRM_SECOND_FACTOR") deps.onSecondFactorRequired?.();
    else expire();
    return false;
  }

  /** A call with the session flow: one refresh and retry on a 401 (see `unauthorized`). */
  async function sendWithSession(path: string, init: ApiRequestInit, form?: () => FormData) {
    let response = await send(path, init, form);
    if (response?.status === 401 && (await unauthorized(response, false))) {
      if (await refreshSession()) {
        response = await send(path, init, form);
        if (response?.status === 401) await unauthorized(response, true);
      } else {
        expire();
      }
    }
    return response;
  }

  async function request<T>(path: string, init: ApiRequestInit, form?: () => FormData): Promise<ApiResult<T>> {
    const handle = init.handleUnauthorized !== false;
    // After a reload the access token is gone while the cookie still holds the session: get one first
    // rather than spending a request on a certain 401.
    if (handle && !getAuthorization() && getSession().member !== null) {
      if (!(await refreshSession())) {
        expire();
        return parse<T>(await send(path, init, form));
      }
    }
    const response = handle ? await sendWithSession(path, init, form) : await send(path, init, form);
    if (response === null) deps.onNetworkError?.();
    return parse<T>(response);
  }

  function apiRequest<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<ApiResult<T>> {
    return request<T>(path, init);
  }

  /**
   * Uploads images as multipart (the server re-encodes them and strips metadata) and answers their links in
   * order: "image" sends all files in one request (at most 10), "editor" one request per file.
   */
  async function uploadImages(files: readonly File[], directory: UploadDirectory): Promise<ApiResult<string[]>> {
    const batches = directory === "editor" ? files.map((file) => [file]) : [files];
    const links: string[] = [];
    for (const batch of batches) {
      const form = () => {
        const data = new FormData();
        for (const file of batch) data.append("file", file);
        return data;
      };
      const result = await request<{ data: { link: string; links?: string[] } }>(
        UPLOAD_PATH[directory],
        { method: "POST" },
        form,
      );
      if (!result.ok) return result;
      links.push(...(result.body.data.links ?? [result.body.data.link]));
    }
    return { ok: true, status: 201, body: links };
  }

  /**
   * A file the API answers (a CSV): fetched with the session's token like any call (the token never goes in a URL),
   * answered as its bytes and the name the server gave it; a failure as the usual Korean message.
   */
  async function download(path: string): Promise<ApiResult<{ blob: Blob; fileName: string }>> {
    const handle = async (response: Response | null) => {
      if (!response?.ok) return parse<{ blob: Blob; fileName: string }>(response);
      const disposition = response.headers.get("content-disposition") ?? "";
      const name =
        /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1];
      const fileName = name ? decodeURIComponent(name) : "download.csv";
      return { ok: true as const, status: response.status, body: { blob: await response.blob(), fileName } };
    };
    if (!getAuthorization() && getSession().member !== null) await refreshSession();
    const response = await sendWithSession(path, {});
    if (response === null) deps.onNetworkError?.();
    return handle(response);
  }

  return { apiRequest, uploadImages, refreshSession, download };
}

function defaultClient() {
  return createApiClient({
    fetch: (input, init) => fetch(input, init),
    onSessionExpired: () => {
      clearSession();
      window.location.assign(ROUTE_PATH.reLogin);
    },
    onSecondFactorRequired: () => {
      window.location.assign(secondFactorPath(`${window.location.pathname}${window.location.search}`));
    },
    onNetworkError: goToNetworkErrorPage,
    lock: (name, run) =>
      typeof navigator !== "undefined" && navigator.locks ? navigator.locks.request(name, run) : run(),
    log: (message, detail) => console.warn(`[api] ${message}`, detail),
  });
}

let client: ReturnType<typeof createApiClient> | null = null;
const instance = () => {
  client ??= defaultClient();
  return client;
};

export function apiRequest<T = unknown>(path: string, init?: ApiRequestInit): Promise<ApiResult<T>> {
  return instance().apiRequest<T>(path, init);
}

/** The body of a successful call, or a thrown `ApiError` whose message is the Korean one (for throwing code). */
export async function apiData<T>(path: string, init?: ApiRequestInit): Promise<T> {
  const result = await apiRequest<T>(path, init);
  if (result.ok) return result.body;
  throw new ApiError(result);
}

/** Uploads images (see createApiClient): `{ ok: true, body: links }` or the failure with its Korean message. */
export function uploadImages(files: readonly File[], directory: UploadDirectory): Promise<ApiResult<string[]>> {
  return instance().uploadImages(files, directory);
}

/**
 * Downloads a file the API answers (the console's CSVs) with the session's token and saves it under the server's
 * name; answers the failure (its Korean message) when the call did not succeed.
 */
export async function downloadFile(path: string): Promise<ApiResult<{ fileName: string }>> {
  const result = await instance().download(path);
  if (!result.ok) return result;
  const url = URL.createObjectURL(result.body.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = result.body.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, status: result.status, body: { fileName: result.body.fileName } };
}

/** Gets a fresh access token from the refresh cookie (used after a social login lands on the site). */
export function refreshSession(): Promise<boolean> {
  return instance().refreshSession();
}

/**
 * Logs out on the server (the session family is revoked, the cookie cleared) and then here (SPEC §4). When the
 * server did not take it (an error, no answer) nothing is cleared: the failure comes back for the screen to show
 * (components/use-logout.ts). A 401 means the server holds no session for this device any more: logged out.
 */
export async function logout(): Promise<ApiResult<null>> {
  const session = getSession();
  const push = session.pushInformation;
  if (push?.id && push.pushToken) {
    await apiRequest(`/api/v1/push-information/${push.id}`, { method: "PATCH", body: { pushToken: null } });
  }
  const result = await apiRequest<null>("/api/v1/authentication", {
    method: "DELETE",
    body: {},
    handleUnauthorized: false,
  });
  if (!result.ok && result.status !== 401) return result;
  // In the app this device also stops receiving (FCM deletes its token); the next member turns push on again.
  // Loaded here, in the app only: the push code stays out of the web's first load.
  if (nativePlatform() !== null) {
    await import("./native/push.ts").then((push) => push.unregisterNativePush()).catch(() => undefined);
  }
  setAccessToken(null);
  clearSession();
  return { ok: true, status: 204, body: null };
}
