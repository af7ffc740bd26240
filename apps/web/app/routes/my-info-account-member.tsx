import { useEffect } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { useToast } from "../components/toast.tsx";
import { PhoneVerification } from "../features/auth/phone-verification.tsx";
import { AccountForm } from "../features/member/account-form.tsx";
import { certifyPhone } from "../features/member/api.ts";
import { requireMemberPage } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { syncMember } from "../lib/session.ts";
import type { Route } from "./+types/my-info-account-member";

export const meta: Route.MetaFunction = () => [{ title: "회원 정보 수정 - 물멍" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { member: await requireMemberPage(context, request) };
}

export default function AccountMemberPage({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  const toast = useToast();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  useEffect(() => syncMember(member), [member]);
  // Back from linking a social account: say how it went, once.
  useEffect(() => {
    const linked = params.get("linked");
    const error = params.get("socialError");
    if (!linked && !error) return;
    toast.bottom(linked ? MEMBER_MESSAGE.socialLinkedDone : (MEMBER_MESSAGE.socialError[error ?? ""] ?? error ?? ""));
    setParams({}, { replace: true });
  }, [params, setParams, toast]);

  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.accountTitle} />
      <AccountForm
        key={member.id}
        member={member}
        phoneVerification={
          <PhoneVerification
            idPrefix="account"
            label={MEMBER_MESSAGE.phoneTitle}
            requireAvailable
            onVerified={async (id) => {
              const res = await certifyPhone(id);
              if (!res.ok) return toast.bottom(res.message);
              toast.bottom(MEMBER_MESSAGE.phoneChanged);
              revalidator.revalidate();
            }}
          />
        }
      />
    </>
  );
}
