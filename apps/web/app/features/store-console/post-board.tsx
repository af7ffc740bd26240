/**
 * /store-console/post: the store's notices and newsletters in two tabs (`?tab=`), newest first (issue 26). 쓰기 and
 * 수정 open the editor in place of the list (title and the rich-text editor with photos); a new post notifies the
 * store's bookmarkers (the server's fan-out); 삭제 asks first.
 */
import type { AffiliateNotice } from "@mulmung/contract/community";
import type { PartnerStore } from "@mulmung/contract/partner";
import { formatNumber } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import buttons from "../../components/button.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import tabs from "../../components/tabs.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import styles from "./console.module.css";
import own from "./manage.module.css";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import { ItemCard } from "./manage-page.tsx";
import { managePath, type PostKind } from "./manage-query.ts";
import { PostEditor } from "./post-editor.tsx";

const KINDS: readonly PostKind[] = ["notice", "newsletter"];

export function PostBoard({
  store,
  storeQuery,
  kind,
  posts,
}: {
  store: PartnerStore;
  storeQuery: number | null;
  kind: PostKind;
  posts: readonly AffiliateNotice[];
}) {
  // null: the list; "new": a new post; else the post being edited.
  const [editing, setEditing] = useState<AffiliateNotice | "new" | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const revalidator = useRevalidator();
  const confirm = useConfirm();
  const toast = useToast();

  async function remove(post: AffiliateNotice) {
    if (!(await confirm({ message: M.postRemoveConfirm(post.title) }))) return;
    setPending(post.id);
    const res = await apiRequest<unknown>(`/api/v1/affiliate-${kind}/${post.id}`, { method: "DELETE" });
    setPending(null);
    if (!res.ok) return toast.bottom(res.message);
    toast.bottom(M.postRemoved);
    await revalidator.revalidate();
  }

  const tabBar = (
    <nav aria-label={M.postsTabs} className={`${tabs.bar} ${own.tabs}`}>
      {KINDS.map((k) => (
        <Link
          key={k}
          to={managePath("post", storeQuery, { tab: k === "notice" ? null : k })}
          className={tabs.tab}
          aria-current={k === kind ? "page" : undefined}
          onClick={() => setEditing(null)}
        >
          {M.tabs[k]}
        </Link>
      ))}
    </nav>
  );

  if (editing !== null) {
    return (
      <>
        {tabBar}
        <PostEditor
          store={store}
          kind={kind}
          post={editing === "new" ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={async (created) => {
            toast.bottom(created ? M.postCreated : M.postSaved);
            await revalidator.revalidate();
            setEditing(null);
          }}
        />
      </>
    );
  }

  return (
    <>
      {tabBar}
      <div className={own.page}>
        <div className={own.intro}>
          <p className={styles.hint}>{M.postNotifies}</p>
          <button type="button" className={buttons.primary} onClick={() => setEditing("new")}>
            {M.write[kind]}
          </button>
        </div>
        {posts.length === 0 ? (
          <EmptyState title={M.postNone[kind]} />
        ) : (
          <ul className={`${lists.stack} ${own.cards}`}>
            {posts.map((post) => (
              <ItemCard
                key={post.id}
                title={post.title}
                actions={[
                  { text: M.edit, onClick: () => setEditing(post) },
                  { text: M.remove, onClick: () => remove(post), disabled: pending === post.id },
                ]}
              >
                <p className={own.meta}>
                  {formatSeoulDate(post.createDate)} · {M.hits(formatNumber(post.hits))}
                </p>
              </ItemCard>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
