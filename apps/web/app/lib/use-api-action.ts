/**
 * One API call a form or a button makes, one at a time: `busy` while it runs, and before hydration (a click
 * then would do nothing); `error` the Korean message of its last failure.
 *
 *   const action = useApiAction();
 *   const res = await action.run(() => registerReferee(code));   // a failure's message becomes action.error
 *   if (!res.ok) return;
 *   <button type="submit" disabled={action.busy}>
 */
import { useState } from "react";
import type { ApiResult } from "./api-result.ts";
import { useIsClient } from "./session.ts";

export function useApiAction() {
  const isClient = useIsClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    setPending(true);
    const result = await call();
    setPending(false);
    if (!result.ok) setError(result.message);
    return result;
  }

  return { busy: !isClient || pending, pending, error, setError, run };
}
