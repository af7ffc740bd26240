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
import { Link } from "react-router";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { DialogField, FormDialog, useConsoleCall } from "../../components/console-form.tsx";
import styles from "../../components/console-page.module.css";
import { StateLabel, when } from "../../components/console-parts.tsx";
import { BackLink, Facts, Panel, RecordHead, Rows } from "../../components/console-record.tsx";
import { useToast } from "../../components/toast.tsx";
import { PATH, postPath } from "../../lib/paths.ts";
import { MemberStatus } from "./members.tsx";
import { MODERATION_MESSAGE as M } from "./messages.ts";

/** A post's or comment's flags (숨김, 삭제됨) and when it was written. */
function Posted({ hidden, deleted, at }: { hidden: boolean; deleted: boolean; at: string }) {
  return (
    <span className={styles.meta}>
      {hidden ? <StateLabel text={M.hidden} tone="bad" /> : null}
      {deleted ? <StateLabel text={M.removed} tone="muted" /> : null}
      {when(at)}
    </span>
  );
}

function PostLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Link to={postPath(id)} className={styles.link} target="_blank" rel="noreferrer">
      {children}
    </Link>
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
  const [lifting, setLifting] = useState(false);

  const call = useConsoleCall();
  const send = (method: string, path: string, body: unknown, done: string) => call(path, method, body, done, close);

  async function lift() {
    if (!(await confirm({ message: M.liftConfirm }))) return;
    setLifting(true);
    const refused = await send("DELETE", `/api/v1/admin/member/${member.id}/suspension`, undefined, M.lifted);
    setLifting(false);
    if (refused) toast.bottom(refused);
  }

  return (
    <>
      <BackLink to={PATH.adminMembers} text={M.backToMembers} />
      <RecordHead title={name}>
        <MemberStatus member={member} />
        <span>{M.role[member.role] ?? member.role}</span>
        {member.isStoreOwner ? <span>{M.storeOwner}</span> : null}
        <span>#{member.id}</span>
      </RecordHead>
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
          <Facts
            facts={[
              [M.email, member.email ?? M.none],
              [M.nickname, member.nickname ?? M.none],
              [M.name, member.name ?? M.none],
              [M.phone, member.phoneNumber ?? M.none],
              [M.loginType, member.loginType],
              [M.certified, member.isCertified ? M.yes : M.no],
              [M.joined, when(member.createDate)],
              [M.points, formatWon(record.point)],
              [
                M.reportsAgainst,
                M.reportsAgainstText(record.reportsAgainst.count, when(record.reportsAgainst.lastDate) || null),
              ],
              !!member.introduction && [M.introduction, member.introduction],
            ]}
          />
        </Panel>
        <Panel title={M.suspensions}>
          <Rows
            items={record.suspensions}
            empty={M.none}
            row={(s) => ({
              key: s.id,
              main: `${when(s.from)} ~ ${when(s.until)} · ${s.reason}`,
              side: (
                <span>
                  {s.isCurrent ? (
                    <StateLabel text={M.suspensionNow} tone="bad" />
                  ) : (
                    <StateLabel
                      text={s.liftedDate ? M.suspensionLifted(when(s.liftedDate)) : M.suspensionEnded}
                      tone="muted"
                    />
                  )}
                </span>
              ),
            })}
          />
        </Panel>
        <Panel title={M.recentOrders}>
          <Rows
            items={record.recentOrders}
            empty={M.none}
            row={(order) => ({
              key: order.id,
              main: (
                <>
                  {order.orderName} <span className={styles.hint}>({order.orderNumber})</span>
                </>
              ),
              side: (
                <span className={styles.nowrap}>
                  {formatWon(order.payAmount)} · {when(order.orderDate)}
                </span>
              ),
            })}
          />
        </Panel>
        <Panel title={M.recentPosts}>
          <Rows
            items={record.recentPosts}
            empty={M.none}
            row={(post) => ({
              key: post.id,
              main: post.isDeleted ? post.title : <PostLink id={post.id}>{post.title}</PostLink>,
              side: <Posted hidden={post.isHidden} deleted={post.isDeleted} at={post.createDate} />,
            })}
          />
        </Panel>
        <Panel title={M.recentComments}>
          <Rows
            items={record.recentComments}
            empty={M.none}
            row={(comment) => ({
              key: comment.id,
              main: (
                <>
                  {comment.preview}{" "}
                  {comment.parentType === "COMMUNITY_BOARD" ? (
                    <PostLink id={comment.parentId}>
                      {M.commentOn(M.reportType.COMMUNITY_BOARD ?? "", comment.parentId)}
                    </PostLink>
                  ) : null}
                </>
              ),
              side: <Posted hidden={comment.isHidden} deleted={comment.isDeleted} at={comment.createDate} />,
            })}
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
