/** What the server hands React Router's loaders and actions as `context`. */
export interface WebLoadContext {
  /** Per-response CSP nonce for inline scripts. */
  cspNonce: string;
  /** The address search's script: Kakao's postcode script, or the local stand-in's (decision 037). */
  postcodeScriptUrl: string;
  /** The store map's script: Kakao Maps' SDK, or the local stand-in's; absent: no map (decision 051). */
  kakaoMapScriptUrl?: string;
  /** Calls the server's own API in-process (no network hop), forwarding the caller's cookies. */
  api: (path: string, init?: { method?: string; body?: unknown }) => Promise<{ status: number; body: unknown }>;
}
