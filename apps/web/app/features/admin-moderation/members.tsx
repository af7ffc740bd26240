/** /admin/members (issue 27): the member search (email, nickname or phone number), newest first; a row opens the record. */
import type { AdminMemberListItem } from "@mulmung/contract/admin-moderation";
import type { ListPage } from "@mulmung/contract/common";
import { Form, Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import styles from "../../components/console-page.module.css";
import { PageHead, Pager, StateLabel, when } from "../../components/console-parts.tsx";
import { adminMemberPath, PATH } from "../../lib/paths.ts";
import { MODERATION_MESSAGE as M } from "./messages.ts";

/** 탈퇴, N까지 정지 or 정상, with its tone. */
export function MemberStatus({ member }: { member: Pick<AdminMemberListItem, "isWithdrawn" | "suspendedUntil"> }) {
  if (member.isWithdrawn) return <StateLabel text={M.withdrawn} tone="muted" />;
  if (member.suspendedUntil) return <StateLabel text={M.suspendedUntil(when(member.suspendedUntil))} tone="bad" />;
  return <StateLabel text={M.active} tone="good" />;
}

const display = (member: AdminMemberListItem) => member.nickname ?? member.email ?? `#${member.id}`;

export function MembersView({
  members,
  query,
  offset,
  error,
}: {
  members: ListPage<AdminMemberListItem>;
  query: string;
  offset: number;
  error: string | null;
}) {
  return (
    <>
      <PageHead title={M.membersTitle} intro={M.membersIntro} />
      <Form method="get" action={PATH.adminMembers} className={styles.filters} role="search" key={query}>
        <div className={styles.filter}>
          <label htmlFor="member-query">{M.memberQuery}</label>
          <input
            id="member-query"
            name="query"
            type="search"
            autoComplete="off"
            defaultValue={query}
            className={styles.input}
          />
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primaryButton}>
            {M.search}
          </button>
          <Link to={PATH.adminMembers} className={styles.textButton}>
            {M.reset}
          </Link>
        </div>
      </Form>
      <AlertText message={error} className={styles.error} />
      {members.items.length === 0 ? (
        <p className={styles.empty}>{M.empty}</p>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">{M.membersTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{M.nickname}</th>
                <th scope="col">{M.email}</th>
                <th scope="col">{M.phone}</th>
                <th scope="col">{M.roleColumn}</th>
                <th scope="col">{M.joined}</th>
                <th scope="col">{M.status}</th>
              </tr>
            </thead>
            <tbody>
              {members.items.map((member) => (
                <tr key={member.id} data-member={member.id}>
                  <td>
                    <Link to={adminMemberPath(member.id)} className={styles.link}>
                      {display(member)}
                    </Link>
                  </td>
                  <td>{member.email ?? ""}</td>
                  <td className={styles.nowrap}>{member.phoneNumber ?? ""}</td>
                  <td>{M.role[member.role] ?? member.role}</td>
                  <td className={styles.nowrap}>{when(member.createDate)}</td>
                  <td>
                    <MemberStatus member={member} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${styles.cards} ${styles.responsive}`}>
            {members.items.map((member) => (
              <li key={member.id} className={styles.card} data-member={member.id}>
                <p className={styles.meta}>
                  <MemberStatus member={member} />
                  <span>{M.role[member.role] ?? member.role}</span>
                  <span>{when(member.createDate)}</span>
                </p>
                <h2 className={styles.cardTitle}>
                  <Link to={adminMemberPath(member.id)} className={styles.link}>
                    {display(member)}
                  </Link>
                </h2>
                <p className={styles.meta}>
                  {member.email ? <span>{member.email}</span> : null}
                  {member.phoneNumber ? <span>{member.phoneNumber}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager
        path={PATH.adminMembers}
        query={{ query: query || undefined }}
        offset={offset}
        nextOffset={members.nextOffset}
      />
    </>
  );
}
