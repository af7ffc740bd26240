/**
 * The claims a store handles, on /my-info/store/order: each open request with the buyer's reason and photos,
 * 환불 승인 / 재발송 승인 (as its type allows; asks first) and 거절 with a reason the buyer reads (decision 035).
 */
import type { AffiliateClaim } from "@mulmung/contract/claim";
import type { ListPage } from "@mulmung/contract/common";
import { CLAIM_RESOLUTIONS, type ClaimResolution } from "@mulmung/domain/claim";
import { useState } from "react";
import { useRevalidator } from "react-router";
import buttons from "../../components/button.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import lists from "../../components/list.module.css";
import { PageSection } from "../../components/page-section.tsx";
import photo from "../../components/photo.module.css";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import section from "../../components/section.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useIsClient } from "../../lib/session.ts";
import styles from "./claim.module.css";
import { CLAIM_MESSAGE as M } from "./messages.ts";
import { ClaimFacts, ClaimHead } from "./order-claims-view.tsx";

const DECLINE_REASONS = [
  "수령 후 신청 기간이 지났습니다.",
  "사진으로 폐사를 확인할 수 없습니다.",
  "단순 변심 반품 불가 상품입니다.",
];

const APPROVE_LABEL: Record<ClaimResolution, string> = { REFUND: M.approveRefund, RESHIP: M.approveReship };

export function StoreClaimsView({ page }: { page: ListPage<AffiliateClaim> }) {
  const toast = useToast();
  const confirm = useConfirm();
  const isClient = useIsClient();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [declining, setDeclining] = useState<AffiliateClaim | null>(null);

  async function approve(claim: AffiliateClaim, resolution: ClaimResolution) {
    const ok = await confirm({ message: resolution === "REFUND" ? M.approveRefundConfirm : M.approveReshipConfirm });
    if (!ok) return;
    setPending(true);
    const res = await apiRequest<AffiliateClaim>(`/api/v1/affiliate-claim/${claim.id}/approve`, {
      method: "PATCH",
      body: { resolution },
    });
    setPending(false);
    if (!res.ok) return toast.bottom(res.message);
    toast.bottom(`${M.decided} (${res.body.stateLabel})`);
    await revalidator.revalidate();
  }

  return (
    <PageSection id="store-claims-title" title={M.store}>
      {page.items.length === 0 ? (
        <p className={section.hint}>{M.storeEmpty}</p>
      ) : (
        <ul className={lists.stackWide} aria-label={M.store}>
          {page.items.map((claim) => (
            <li key={claim.id} className={styles.item} aria-label={`${claim.productName} ${claim.typeLabel} 요청`}>
              <ClaimHead claim={claim} />
              <p className={section.hint}>
                {M.orderNumber} {claim.orderNumber} · {M.buyer} {claim.buyerNickname}
              </p>
              <ClaimFacts claim={claim} />
              {claim.imageUrls.length > 0 ? (
                <div className={photo.grid}>
                  {claim.imageUrls.map((url, index) => (
                    <img key={url} src={url} alt={`${claim.productName} 요청 사진 ${index + 1}`} />
                  ))}
                </div>
              ) : null}
              {claim.resolutions.length > 0 ? (
                <div className={styles.buttons}>
                  {CLAIM_RESOLUTIONS.filter((resolution) => claim.resolutions.includes(resolution)).map(
                    (resolution) => (
                      <button
                        key={resolution}
                        type="button"
                        className={buttons.primary}
                        disabled={!isClient || pending}
                        onClick={() => approve(claim, resolution)}
                      >
                        {APPROVE_LABEL[resolution]}
                      </button>
                    ),
                  )}
                  <button
                    type="button"
                    className={buttons.secondary}
                    disabled={!isClient || pending}
                    onClick={() => setDeclining(claim)}
                  >
                    {M.decline}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        key={declining?.id ?? "none"}
        open={declining !== null}
        title={M.declineTitle}
        message={M.declineMessage}
        presets={DECLINE_REASONS}
        labels={{ reason: M.declineReason, required: M.declineReasonRequired, confirm: M.decline }}
        initial=""
        maxLength={500}
        onCancel={() => setDeclining(null)}
        onConfirm={async (reason) => {
          if (!declining) return;
          const res = await apiRequest<AffiliateClaim>(`/api/v1/affiliate-claim/${declining.id}/decline`, {
            method: "PATCH",
            body: { reason },
          });
          if (!res.ok) return res.message;
          setDeclining(null);
          toast.bottom(M.decided);
          await revalidator.revalidate();
        }}
      />
    </PageSection>
  );
}
