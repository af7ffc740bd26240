/**
 * A store notice or newsletter being written or edited (issue 26): the title and the rich-text editor (bold, lists,
 * photos; the server sanitises it). POST for a new one (the store's bookmarkers are told), PUT for an edit; the
 * API's Korean message shows above the buttons.
 */
import type { AffiliateNotice } from "@mulmung/contract/community";
import type { PartnerStore } from "@mulmung/contract/partner";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { AlertText } from "../../components/alert-text.tsx";
import styles from "./console.module.css";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import { ButtonRow, type Problem, textField, useFormCall } from "./manage-page.tsx";
import type { PostKind } from "./manage-query.ts";
import { Section } from "./product-fields.tsx";

// The editor's code loads only when a post is written.
const RichTextEditor = lazy(() => import("../../components/rich-text-editor/rich-text-editor.tsx"));

/** The editor's HTML has words or a photo in it. */
const hasContent = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, "").trim() !== "";

export function PostEditor({
  store,
  kind,
  post,
  onCancel,
  onSaved,
}: {
  store: PartnerStore;
  kind: PostKind;
  post: AffiliateNotice | null;
  onCancel: () => void;
  onSaved: (created: boolean) => void;
}) {
  const [title, setTitle] = useState(post?.title ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const call = useFormCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Problem[] = [
      [!title.trim(), M.postTitleRequired],
      [!hasContent(content), M.postContentRequired],
    ];
    const sent = post
      ? await call.send(problems, "PUT", `/api/v1/affiliate-${kind}/${post.id}`, { title, content })
      : await call.send(problems, "POST", `/api/v1/affiliate-${kind}`, { affiliateId: store.id, title, content });
    if (sent) onSaved(post === null);
  }

  const label = call.pending ? M.saving : post ? M.save : M.publish;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Section title={post ? M.editPost : M.write[kind]}>
        {post ? null : <p className={styles.hint}>{M.postNotifies}</p>}
        {textField("post-title", M.postTitle, title, setTitle, 100)}
        <Suspense fallback={<p className={styles.hint}>{M.editorLoading}</p>}>
          <RichTextEditor
            id="post-content"
            initialHtml={content}
            onChange={setContent}
            label={M.postContent}
            placeholder={M.postContentPlaceholder}
          />
        </Suspense>
        <AlertText className={styles.formError} message={call.error} />
        <ButtonRow
          actions={[
            { text: M.cancel, onClick: onCancel },
            { text: label, submit: true, disabled: call.busy },
          ]}
        />
      </Section>
    </form>
  );
}
