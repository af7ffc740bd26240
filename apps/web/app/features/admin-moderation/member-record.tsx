/**
 * /admin/members/{id} (issue 27): a member's record (profile, points, recent orders, posts and comments, the reports
 * against them, every suspension) with 이용 정지 (days and the reason the member sees), 정지 해제, and 탈퇴 처리
 * (the reason, and the word typed as a strong confirmation). The rules' refusals (a store owner, an operator) are
 * the API's Korean message, shown in the dialog.
 */
import type { AdminMemberRecord } from "@mulmung/contract/admin-moderation";
import { formatWon } from "@mulmung/domain/display";
import { MODERATION_REASON_MAX, SUSPENSION_DAYS } from "@mulmung/domain/moderation";
import { type ReactNode, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import styles from "../../components/console-page.module.css";
import { DialogField, FormDialog, StateLabel, when } from "../../components/console-parts.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH, postPath } from "../../lib/paths.ts";
import { MemberStatus } from "./members.tsx";
import { MODERATION_MESSAGE as M } from "./messages.ts";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Rows<T>({ items, render }: { items: readonly T[]; render: (item: T) => ReactNode }) {
  if (items.length === 0) return <p className={styles.hint}>{M.none}</p>;
  return <ul className={styles.rows}>{items.map(render)}</ul>;
}

function Flags({ hidden, deleted }: { hidden: boolean; deleted: boolean }) {
  return (
    <>
      {hidden ? <StateLabel text={M.hidden} tone="bad" /> : null}
      {deleted ? <StateLabel text={M.removed} tone="muted" /> : null}
    </>
  );
}

export function MemberRecordView({ record }: { record: AdminMemberRecord }) {
  const { member } = record;
  const name = member.nickname ?? member.email ?? `#${member.id}`;
  const [open, setOpen] = useState<"suspend" | "withdraw" | null>(null);
  const [key, setKey] = useState(0);
  const show = (next: "suspend" | "withdraw") => {
    setKey((k) => k + 1);
    setOpen(next);
  };
  const close = () => setOpen(null);
  const toast = useToast();
  const confirm = useConfirm();
  const revalidator = useRevalidator();
  const [lifting, setLifting] = useState(false);

  async function send(method: string, path: string, body: unknown, done: string) {
    const res = await apiRequest<AdminMemberRecord>(path, { method, body });
    if (!res.ok) return res.message;
    close();
    toast.bottom(done);
    await revalidator.revalidate();
    return null;
  }

  async function lift() {
    if (!(await confirm({ message: M.liftConfirm }))) return;
    setLifting(true);
    const refused = await send("DELETE", `/api/v1/admin/member/${member.id}/suspension`, undefined, M.lifted);
    setLifting(false);
    if (refused) toast.bottom(refused);
  }

  return (
    <>
      <div className={styles.back}>
        <Link to={PATH.adminMembers} className={styles.textButton}>
          ‹ {M.backToMembers}
        </Link>
      </div>
      <div className={styles.pageHead}>
        <h1 className={styles.title}>{name}</h1>
        <p className={styles.meta}>
          <MemberStatus member={member} />
          <span>{M.role[member.role] ?? member.role}</span>
          {member.isStoreOwner ? <span>{M.storeOwner}</span> : null}
          <span>#{member.id}</span>
        </p>
      </div>
      {record.suspension ? (
        <p className={styles.notice} role="status">
          {M.suspendedUntil(when(record.suspension.until))} · {record.suspension.reason}
        </p>
      ) : null}
      {member.isWithdrawn ? (
        <p className={styles.notice} role="status">
          {M.withdrawnAt(when(member.withdrawnDate), member.withdrawalReason)}
        </p>
      ) : (
        <div className={`${styles.buttons} ${styles.pageHead}`}>
          {record.suspension ? (
            <button type="button" className={styles.secondaryButton} disabled={lifting} onClick={() => void lift()}>
              {M.lift}
            </button>
          ) : (
            <button type="button" className={styles.dangerButton} onClick={() => show("suspend")}>
              {M.suspendMember}
            </button>
          )}
          <button type="button" className={styles.dangerButton} onClick={() => show("withdraw")}>
            {M.withdraw}
          </button>
        </div>
      )}

      <div className={styles.record}>
        <Panel title={M.profile}>
          <dl className={styles.facts}>
            <dt>{M.email}</dt>
            <dd>{member.email ?? M.none}</dd>
            <dt>{M.nickname}</dt>
            <dd>{member.nickname ?? M.none}</dd>
            <dt>{M.name}</dt>
            <dd>{member.name ?? M.none}</dd>
            <dt>{M.phone}</dt>
            <dd>{member.phoneNumber ?? M.none}</dd>
            <dt>{M.loginType}</dt>
            <dd>{member.loginType}</dd>
            <dt>{M.certified}</dt>
            <dd>{member.isCertified ? M.yes : M.no}</dd>
            <dt>{M.joined}</dt>
            <dd>{when(member.createDate)}</dd>
            <dt>{M.points}</dt>
            <dd>{formatWon(record.point)}</dd>
            <dt>{M.reportsAgainst}</dt>
            <dd>{M.reportsAgainstText(record.reportsAgainst.count, when(record.reportsAgainst.lastDate) || null)}</dd>
            {member.introduction ? (
              <>
                <dt>{M.introduction}</dt>
                <dd>{member.introduction}</dd>
              </>
            ) : null}
          </dl>
        </Panel>
        <Panel title={M.suspensions}>
          <Rows
            items={record.suspensions}
            render={(s) => (
              <li key={s.id}>
                <span>
                  {when(s.from)} ~ {when(s.until)} · {s.reason}
                </span>
                <span>
                  {s.isCurrent ? (
                    <StateLabel text={M.suspensionNow} tone="bad" />
                  ) : s.liftedDate ? (
                    <StateLabel text={M.suspensionLifted(when(s.liftedDate))} tone="muted" />
                  ) : (
                    <StateLabel text={M.suspensionEnded} tone="muted" />
                  )}
                </span>
              </li>
            )}
          />
        </Panel>
        <Panel title={M.recentOrders}>
          <Rows
            items={record.recentOrders}
            render={(order) => (
              <li key={order.id}>
                <span>
                  {order.orderName} <span className={styles.hint}>({order.orderNumber})</span>
                </span>
                <span className={styles.nowrap}>
                  {formatWon(order.payAmount)} · {when(order.orderDate)}
                </span>
              </li>
            )}
          />
        </Panel>
        <Panel title={M.recentPosts}>
          <Rows
            items={record.recentPosts}
            render={(post) => (
              <li key={post.id}>
                {post.isDeleted ? (
                  <span>{post.title}</span>
                ) : (
                  <Link to={postPath(post.id)} className={styles.link} target="_blank" rel="noreferrer">
                    {post.title}
                  </Link>
                )}
                <span className={styles.meta}>
                  <Flags hidden={post.isHidden} deleted={post.isDeleted} />
                  {when(post.createDate)}
                </span>
              </li>
            )}
          />
        </Panel>
        <Panel title={M.recentComments}>
          <Rows
            items={record.recentComments}
            render={(comment) => (
              <li key={comment.id}>
                <span>
                  {comment.preview}{" "}
                  {comment.parentType === "COMMUNITY_BOARD" ? (
                    <Link to={postPath(comment.parentId)} className={styles.link} target="_blank" rel="noreferrer">
                      {M.commentOn(M.reportType.COMMUNITY_BOARD ?? "", comment.parentId)}
                    </Link>
                  ) : null}
                </span>
                <span className={styles.meta}>
                  <Flags hidden={comment.isHidden} deleted={comment.isDeleted} />
                  {when(comment.createDate)}
                </span>
              </li>
            )}
          />
        </Panel>
      </div>

      <div key={key}>
        <FormDialog
          open={open === "suspend"}
          title={M.suspendMemberTitle(name)}
          message={M.suspendMemberMessage}
          submitText={M.suspendMember}
          onClose={close}
          onSubmit={(form) =>
            send(
              "PATCH",
              `/api/v1/admin/member/${member.id}/suspension`,
              { days: Number(form.get("days")), reason: String(form.get("reason") ?? "") },
              M.memberSuspended,
            )
          }
        >
          <DialogField
            name="days"
            label={M.days}
            inputMode="numeric"
            autoComplete="off"
            defaultValue="7"
            hint={`${SUSPENSION_DAYS.min}~${SUSPENSION_DAYS.max}일`}
          />
          <DialogField name="reason" label={M.reasonLabel} multiline maxLength={MODERATION_REASON_MAX} />
        </FormDialog>
        <FormDialog
          open={open === "withdraw"}
          title={M.withdrawTitle(name)}
          message={M.withdrawMessage}
          submitText={M.withdraw}
          onClose={close}
          onSubmit={async (form) => {
            if (String(form.get("word") ?? "").trim() !== M.withdrawWord) return M.withdrawWordWrong;
            return send(
              "PATCH",
              `/api/v1/admin/member/${member.id}/withdrawal`,
              { reason: String(form.get("reason") ?? "") },
              M.withdrawnDone,
            );
          }}
        >
          <DialogField name="reason" label={M.reasonLabel} multiline maxLength={MODERATION_REASON_MAX} />
          <DialogField name="word" label={M.withdrawConfirmLabel(M.withdrawWord)} autoComplete="off" />
        </FormDialog>
      </div>
    </>
  );
}
