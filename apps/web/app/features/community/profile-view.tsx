/** A member's card (nickname, introduction) above the posts they wrote. */

import type { ListPage } from "@mulmung/contract/common";
import type { CommunityBoardSummary } from "@mulmung/contract/community";
import type { Profile } from "@mulmung/contract/member";
import { formatSeoulDate } from "@mulmung/domain/time";
import { BoardList, filterKeyOf } from "./board-list.tsx";
import type { BoardFilters } from "./board-query.ts";
import styles from "./community.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

export function ProfileView({
  profile,
  posts,
  title,
  emptyText,
}: {
  profile: Profile;
  posts: ListPage<CommunityBoardSummary>;
  title: string;
  emptyText?: string;
}) {
  const filters: BoardFilters = { memberId: profile.id };
  return (
    <>
      <section className={styles.profile}>
        <img className={styles.profileImage} src={profile.profileImageUrl ?? "/images/placeholder.svg"} alt="" />
        <div>
          <p className={styles.profileName} data-testid="profile-nickname">
            {profile.nickname}
          </p>
          {profile.introduction ? <p className={styles.profileSub}>{profile.introduction}</p> : null}
          <p className={styles.profileSub}>{COMMUNITY_MESSAGE.joined(formatSeoulDate(profile.createDate))}</p>
        </div>
      </section>
      <h2 className={styles.listTitle}>{title}</h2>
      <BoardList key={filterKeyOf(filters)} first={posts} filters={filters} emptyText={emptyText} />
    </>
  );
}
