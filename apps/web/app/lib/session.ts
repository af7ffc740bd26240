/**
 * The browser's login session (SPEC.md sections 3 and 4) in a tiny external store:
 *   const session = useSession();          // { member, loginType, pushInformation, rememberEmail, ... }
 *   const isLoggedIn = useIsLoggedIn();
 * The access token lives in memory only (never in storage); the refresh token is an HttpOnly cookie the
 * script never sees. What may survive a reload (who is logged in, notification settings, the remembered
 * email) is kept in localStorage. Logout clears what SPEC §4 says and keeps the ad and event settings.
 */
import type { Member, PushInformation } from "@mulmung/contract/member";
import type { LoginType } from "@mulmung/domain/enums";
import { LOGGED_OUT_SESSION, logoutSession, type SessionState, toBearerToken } from "@mulmung/domain/session";
import { useSyncExternalStore } from "react";

/** What the app keeps of the member (SPEC §3 member: id, point, pushInformation, plus what screens show). */
export interface SessionMember {
  id: number;
  nickname: string | null;
  email: string | null;
  point: number;
  role: Member["role"];
}

export interface SocialLoginInformation {
  loginType: Exclude<LoginType, "EMAIL">;
}

export interface ClientSession extends SessionState<SessionMember, SocialLoginInformation, { createDate: string }> {
  rememberEmail: string | null;
}

const STORAGE_KEY = "mulmung.session";

const EMPTY: ClientSession = { ...LOGGED_OUT_SESSION, rememberEmail: null };

let state: ClientSession = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function load(): void {
  if (loaded) return;
  loaded = true;
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return;
  try {
    const stored = JSON.parse(raw) as Partial<ClientSession>;
    state = { ...EMPTY, ...stored, accessToken: null, refreshToken: null };
  } catch {
    storage()?.removeItem(STORAGE_KEY);
  }
}

function persist(): void {
  const { accessToken: _a, refreshToken: _r, todayDailyRecords: _t, breedingFarmList: _b, ...kept } = state;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Private mode or a full quota: the session still works for this page.
  }
}

function update(next: ClientSession): void {
  state = next;
  persist();
  for (const listener of listeners) listener();
}

export function getSession(): ClientSession {
  load();
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session for components; the server render (and the first client render) see no one logged in. */
export function useSession(): ClientSession {
  return useSyncExternalStore(subscribeSession, getSession, () => EMPTY);
}

export function useIsLoggedIn(): boolean {
  return useSession().member !== null;
}

/** SPEC §3: the access token is kept with the "Bearer " prefix, in memory only. */
export function setAccessToken(token: string | null): void {
  load();
  state = { ...state, accessToken: token ? toBearerToken(token) : null };
}

export function getAuthorization(): string | null {
  load();
  return state.accessToken;
}

function toSessionMember(member: Member): SessionMember {
  return { id: member.id, nickname: member.nickname, email: member.email, point: member.point, role: member.role };
}

/** After a login or sign-up (SPEC §3 login result). The refresh token stays in its HttpOnly cookie. */
export function applyLoginResult(result: { accessToken: string; loginType: LoginType; member: Member }): void {
  load();
  state = { ...state, accessToken: toBearerToken(result.accessToken) };
  update({
    ...state,
    loginType: result.loginType,
    member: toSessionMember(result.member),
    pushInformation: result.member.pushInformation,
    socialLoginInformation: result.loginType === "EMAIL" ? null : { loginType: result.loginType },
  });
}

/**
 * Brings the store in line with what the server knows: a member from a page loader, or null when the
 * server says nobody is logged in (the session ended elsewhere).
 */
export function syncMember(member: Member | null, loginType?: LoginType): void {
  load();
  if (member === null) {
    if (state.member !== null) clearSession();
    return;
  }
  const next = toSessionMember(member);
  const same =
    state.member &&
    state.member.id === next.id &&
    state.member.nickname === next.nickname &&
    state.member.point === next.point &&
    state.member.email === next.email &&
    JSON.stringify(state.pushInformation) === JSON.stringify(member.pushInformation);
  if (same && (!loginType || loginType === state.loginType)) return;
  const type = loginType ?? state.loginType ?? member.loginType;
  update({
    ...state,
    member: next,
    loginType: type,
    pushInformation: member.pushInformation,
    socialLoginInformation: type === "EMAIL" ? null : { loginType: type },
  });
}

export function setPushInformation(pushInformation: PushInformation): void {
  load();
  update({ ...state, pushInformation });
}

/**
 * SPEC §3 certificationState: set when this device confirms a phone code (sign-up, find-member, the member page's
 * phone change), with the moment it did; logout clears it (SPEC §4).
 */
export function setCertificationState(createDate: Date): void {
  load();
  update({ ...state, certificationState: { createDate: createDate.toISOString() } });
}

export function setRememberEmail(email: string | null): void {
  load();
  update({ ...state, rememberEmail: email });
}

/** SPEC §4 logout: clears tokens, member, social info, certification, push token, today's records and farms. */
export function clearSession(): void {
  load();
  update(logoutSession(state));
}

/** Tests only: forget everything, including what is in storage. */
export function resetSessionForTests(): void {
  state = EMPTY;
  loaded = false;
  listeners.clear();
}

const noop = () => () => {};
/** False during the server render and hydration, true after: buttons that need the client wait for it. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
