/**
 * Where a social login lands (the server has set the refresh cookie): get an access token, read the member,
 * keep the login in the session store, and go on to my info.
 */
import type { Member } from "@mulmung/contract/member";
import type { LoginType } from "@mulmung/domain/enums";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import form from "../../components/form.module.css";
import { apiRequest, refreshSession } from "../../lib/api-client.ts";
import { PATH } from "../../lib/paths.ts";
import { getAuthorization, syncMember } from "../../lib/session.ts";
import { AUTH_MESSAGE } from "./messages.ts";

export function SocialLoginComplete({ loginType }: { loginType: LoginType }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const ok = await refreshSession();
      const me =
        ok && getAuthorization() ? await apiRequest<Member>("/api/v1/member/me", { handleUnauthorized: false }) : null;
      if (cancelled) return;
      if (!me?.ok) return setFailed(true);
      syncMember(me.body, loginType);
      navigate(PATH.myInfo, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [loginType, navigate]);
  if (failed) {
    return (
      <p className={form.error} role="alert">
        {AUTH_MESSAGE.socialFailed} <Link to={PATH.login}>{AUTH_MESSAGE.goLogin}</Link>
      </p>
    );
  }
  return <p className={form.intro}>{AUTH_MESSAGE.socialCompleting}</p>;
}
