/**
 * The browser's way to call the API (SPEC.md section 7):
 *   const res = await apiRequest<Member>("/api/v1/member/me");        // { status, ok, body }
 *   const res = await apiRequest("/api/v1/member", { method: "PATCH", body: { nickname } });
 * It adds Authorization (the in-memory access token), platform, clientId and Request-Date-Time. On a 401 it
 * refreshes once, with one refresh shared by every request that failed together (and, through the Web Locks
 * API, by every tab), then retries once. When the refresh fails too, the session is over: local session
 * state is cleared and the browser goes to /my-info/login?isReLogin=true (SPEC §4). Errors come back as
 * `{status, ok: false, body: {code, message}}`, never thrown; a network failure is status 0, and the browser
 * goes on to /error?status=network-error (SPEC §8 flows).
 */
import { DEVICE_INFORMATION, ROUTE_PATH } from "@mulmung/domain/constants";
import { formatSeoulIsoDateTime } from "@mulmung/domain/time";
import { goToNetworkErrorPage } from "./network-error.ts";
import { clearSession, getAuthorization, getSession, setAccessToken } from "./session.ts";

export interface ApiResponse<T = unknown> {
  status: number;
  ok: boolean;
  body: T;
}

export interface ApiError {
  code: number | string;
  message: string;
}

export interface ApiRequestInit {
  method?: string;
  body?: unknown;
  /** false for calls whose 401 means "wrong credentials", not "session expired" (login, logout). */
  handleUnauthorized?: boolean;
}

export const NETWORK_ERROR_MESSAGE = "네트워크 연결을 확인한 뒤 다시 시도해주세요.";
const REFRESH_PATH = "/api/v1/refresh/authentication";

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  now?: () => Date;
  /** The session is over: clear local state and send the person to log in again. */
  onSessionExpired: () => void;
  /** A call got no answer at all (offline, connection refused). */
  onNetworkError?: () => void;
  /** Serialises refreshes across tabs; a refresh token works once, so two tabs must not race with it. */
  lock?: <T>(name: string, run: () => Promise<T>) => Promise<T>;
  log?: (message: string, detail?: unknown) => void;
}

export function createApiClient(deps: ApiClientDeps) {
  let refreshing: Promise<boolean> | null = null;

  function headers(hasBody: boolean): Record<string, string> {
    const result: Record<string, string> = {
      platform: DEVICE_INFORMATION.platform,
      clientId: DEVICE_INFORMATION.clientId,
      "Request-Date-Time": formatSeoulIsoDateTime(deps.now?.() ?? new Date()),
      accept: "application/json",
    };
    if (hasBody) result["content-type"] = "application/json";
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

  async function send(path: string, init: ApiRequestInit): Promise<Response | null> {
    const hasBody = init.body !== undefined;
    try {
      return await deps.fetch(path, {
        method: init.method ?? "GET",
        headers: headers(hasBody),
        credentials: "same-origin",
        ...(hasBody ? { body: JSON.stringify(init.body) } : {}),
      });
    } catch (error) {
      deps.log?.("network error", error);
      return null;
    }
  }

  async function parse<T>(response: Response | null): Promise<ApiResponse<T>> {
    if (!response) {
      return { status: 0, ok: false, body: { code: "NETWORK", message: NETWORK_ERROR_MESSAGE } as T };
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
    return { status: response.status, ok: response.ok, body: body as T };
  }

  function expire() {
    if (getSession().member !== null) deps.onSessionExpired();
  }

  async function apiRequest<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<ApiResponse<T>> {
    const handle = init.handleUnauthorized !== false;
    // After a reload the access token is gone while the cookie still holds the session: get one first
    // rather than spending a request on a certain 401.
    if (handle && !getAuthorization() && getSession().member !== null) {
      if (!(await refreshSession())) {
        expire();
        return parse<T>(await send(path, init));
      }
    }
    let response = await send(path, init);
    if (response?.status === 401 && handle) {
      if (await refreshSession()) response = await send(path, init);
      if (response?.status === 401) expire();
    }
    if (response === null) deps.onNetworkError?.();
    return parse<T>(response);
  }

  return { apiRequest, refreshSession };
}

function defaultClient() {
  return createApiClient({
    fetch: (input, init) => fetch(input, init),
    onSessionExpired: () => {
      clearSession();
      window.location.assign(ROUTE_PATH.reLogin);
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

export function apiRequest<T = unknown>(path: string, init?: ApiRequestInit): Promise<ApiResponse<T>> {
  return instance().apiRequest<T>(path, init);
}

/** Gets a fresh access token from the refresh cookie (used after a social login lands on the site). */
export function refreshSession(): Promise<boolean> {
  return instance().refreshSession();
}

/** The Korean message of a failed call: the server's own, or a generic one. */
export function errorMessageOf(response: ApiResponse<unknown>, fallback = "잠시 후 다시 시도해주세요."): string {
  const body = response.body as Partial<ApiError> | null;
  return typeof body?.message === "string" && body.message ? body.message : fallback;
}

/** Logs out on the server (the session family is revoked, the cookie cleared) and here (SPEC §4). */
export async function logout(): Promise<void> {
  const session = getSession();
  const push = session.pushInformation;
  if (push?.id && push.pushToken) {
    await apiRequest(`/api/v1/push-information/${push.id}`, { method: "PATCH", body: { pushToken: null } });
  }
  await apiRequest("/api/v1/authentication", { method: "DELETE", body: {}, handleUnauthorized: false });
  setAccessToken(null);
  clearSession();
}
