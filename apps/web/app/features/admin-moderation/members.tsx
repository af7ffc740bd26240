/** /admin/members (issue 27): the member search (email, nickname or phone number), newest first; a row opens the record. */
import type { AdminMemberListItem } from "@mulmung/contract/admin-moderation";
import type { ListPage } from "@mulmung/contract/common";
import { Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import styles from "../../components/console-page.module.css";
import {
  DataTable,
  FilterBar,
  FilterField,
  PageHead,
  Pager,
  StateLabel,
  when,
} from "../../components/console-parts.tsx";
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
      <FilterBar action={PATH.adminMembers} formKey={query}>
        <FilterField id="member-query" label={M.memberQuery}>
          <input
            id="member-query"
            name="query"
            type="search"
            autoComplete="off"
            defaultValue={query}
            className={styles.input}
          />
        </FilterField>
      </FilterBar>
      <AlertText message={error} className={styles.error} />
      <DataTable
        caption={M.membersTitle}
        items={members.items}
        rowKey={(member) => member.id}
        rowData="member"
        empty={M.empty}
        columns={[
          {
            head: M.nickname,
            cell: (member) => (
              <Link to={adminMemberPath(member.id)} className={styles.link}>
                {display(member)}
              </Link>
            ),
          },
          { head: M.email, cell: (member) => member.email ?? "" },
          { head: M.phone, cell: (member) => member.phoneNumber ?? "", nowrap: true },
          { head: M.roleColumn, cell: (member) => M.role[member.role] ?? member.role },
          { head: M.joined, cell: (member) => when(member.createDate), nowrap: true },
          { head: M.status, cell: (member) => <MemberStatus member={member} /> },
        ]}
        card={(member) => (
          <>
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
          </>
        )}
      />
      <Pager
        path={PATH.adminMembers}
        query={{ query: query || undefined }}
        offset={offset}
        nextOffset={members.nextOffset}
      />
    </>
  );
}
