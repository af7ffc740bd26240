/**
 * 스토어 관리 on a store's page, for the members who run it. The page itself stays public and cached: the question
 * (GET /api/v1/partner/store) is asked in the browser, and only by a signed-in viewer.
 */
import type { PartnerStoreList } from "@mulmung/contract/partner";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import { apiRequest } from "../../lib/api-client.ts";
import { useIsLoggedIn } from "../../lib/session.ts";
import { consoleHomePath } from "./console-query.ts";
import { CONSOLE_MESSAGE as M } from "./messages.ts";

export function StoreConsoleLink({ storeId }: { storeId: number }) {
  const loggedIn = useIsLoggedIn();
  const [runs, setRuns] = useState<{ storeId: number; several: boolean } | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    apiRequest<PartnerStoreList>("/api/v1/partner/store", { signal: controller.signal })
      .then((res) => {
        if (res.ok && res.body.items.some((store) => store.id === storeId)) {
          setRuns({ storeId, several: res.body.items.length > 1 });
        }
      })
      .catch(() => {});
    return () => controller.abort();
  }, [loggedIn, storeId]);
  if (!loggedIn || runs?.storeId !== storeId) return null;
  return (
    <Link to={consoleHomePath(runs.several ? storeId : null)} className={buttons.outlinePrimary}>
      {M.menuEntry}
    </Link>
  );
}
