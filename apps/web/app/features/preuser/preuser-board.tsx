/**
 * Trial tester recruitments with the member's own application on each: apply, cancel while APPLY, and, once
 * SELECTED, submit review links (인스타그램, 네이버 블로그, 유튜브). Selected testers' links show on the recruitment.
 */
import type { Preuser, PreuserRecruitment } from "@mulmung/contract/programs";
import { formatSeoulDate } from "@mulmung/domain/time";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import { Options } from "../../components/form-field.tsx";
import lists from "../../components/list.module.css";
import stack from "../../components/stack.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PREUSER_MESSAGE } from "./messages.ts";
import styles from "./preuser.module.css";

const LINK_TYPES = ["NAVER_BLOG", "INSTAGRAM", "YOUTUBE"] as const;

export function PreuserBoard({ recruitments, mine }: { recruitments: PreuserRecruitment[]; mine: Preuser[] }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const mineBy = new Map(mine.map((p) => [p.recruitmentId, p]));

  const run = async (request: () => ReturnType<typeof apiRequest>, done: string) => {
    setBusy(true);
    const res = await request();
    setBusy(false);
    toast.bottom(res.ok ? done : res.message);
    if (res.ok) await revalidator.revalidate();
  };

  if (recruitments.length === 0) return <EmptyState title={PREUSER_MESSAGE.empty} />;
  return (
    <div className={stack.page}>
      <ul className={`${lists.plain} ${styles.list}`}>
        {recruitments.map((r) => {
          const application = mineBy.get(r.id);
          const active = application && application.state !== "CANCEL";
          return (
            <li key={r.id} className={`${cards.card} ${styles.card}`} data-recruitment={r.id}>
              <p className={styles.meta}>{r.isOpen ? PREUSER_MESSAGE.open : PREUSER_MESSAGE.closed}</p>
              <h2>{r.title}</h2>
              <p>{r.productName}</p>
              <p>{r.description}</p>
              <p className={styles.meta}>
                {PREUSER_MESSAGE.period(formatSeoulDate(r.startDate), formatSeoulDate(r.endDate))}
              </p>
              <p className={styles.meta}>{PREUSER_MESSAGE.capacity(r.applicantCount, r.capacity)}</p>
              {application ? (
                <p className={styles.state} role="status">
                  {PREUSER_MESSAGE.state[application.state]}
                </p>
              ) : null}
              {application?.state === "APPLY" ? (
                <button
                  type="button"
                  className={buttons.outline}
                  disabled={busy}
                  onClick={() =>
                    run(
                      () => apiRequest(`/api/v1/preuser/${application.id}/cancel`, { method: "PATCH" }),
                      PREUSER_MESSAGE.cancelled,
                    )
                  }
                >
                  {PREUSER_MESSAGE.cancel}
                </button>
              ) : null}
              {r.isOpen && !active ? (
                <button
                  type="button"
                  className={`${buttons.solid} ${styles.primary}`}
                  disabled={busy}
                  onClick={() =>
                    run(
                      () => apiRequest("/api/v1/preuser", { method: "POST", body: { recruitmentId: r.id } }),
                      PREUSER_MESSAGE.applied,
                    )
                  }
                >
                  {PREUSER_MESSAGE.apply}
                </button>
              ) : null}
              {application?.state === "SELECTED" ? (
                <ReviewLinkForm
                  preuserId={application.id}
                  busy={busy}
                  onSubmit={(body) =>
                    run(
                      () => apiRequest(`/api/v1/preuser/${application.id}/review-link`, { method: "POST", body }),
                      PREUSER_MESSAGE.linkAdded,
                    )
                  }
                />
              ) : null}
              {r.reviewLinks.length > 0 ? (
                <>
                  <h3>{PREUSER_MESSAGE.reviews}</h3>
                  <ul className={`${lists.plain} ${styles.links}`}>
                    {r.reviewLinks.map((l) => (
                      <li key={l.id}>
                        {PREUSER_MESSAGE.linkType[l.linkType]} · {l.nickname}:{" "}
                        <a href={l.url} target="_blank" rel="noopener noreferrer nofollow">
                          {l.url}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewLinkForm({
  preuserId,
  busy,
  onSubmit,
}: {
  preuserId: number;
  busy: boolean;
  onSubmit: (body: { linkType: string; url: string }) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({ linkType: String(form.get("linkType")), url: String(form.get("url") ?? "") });
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label>
        {PREUSER_MESSAGE.linkTypeLabel}
        <select name="linkType" id={`link-type-${preuserId}`}>
          <Options items={LINK_TYPES} text={(t) => PREUSER_MESSAGE.linkType[t]} />
        </select>
      </label>
      <label>
        {PREUSER_MESSAGE.linkUrlLabel}
        <input name="url" type="url" inputMode="url" placeholder="https://" required />
      </label>
      <button type="submit" className={`${buttons.solid} ${styles.primary}`} disabled={busy}>
        {PREUSER_MESSAGE.addLink}
      </button>
    </form>
  );
}
