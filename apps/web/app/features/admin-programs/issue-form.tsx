/**
 * /admin/programs/magazine/{id|new} (issue 27): writing or editing an issue of 월간 물멍 — title, 호수, summary, a
 * cover (uploaded through the image API), the articles (added, removed, moved up and down), price, whether it is
 * for subscribers only, and when it comes out (Seoul time; later = scheduled). The API's Korean message shows on a
 * refusal and nothing typed is lost. An existing issue lists who bought it under the form.
 */
import type { MagazineIssueInput } from "@mulmung/contract/admin-programs";
import { formatSeoulDate, formatSeoulDateTime } from "@mulmung/domain/time";
import { type ComponentProps, type FormEvent, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { FormField, SubmitRow } from "../../components/console-form.tsx";
import page from "../../components/console-page.module.css";
import { DataTable, StateLabel } from "../../components/console-parts.tsx";
import { Facts } from "../../components/console-record.tsx";
import form from "../../components/form.module.css";
import { PhotoPicker } from "../../components/photo-picker.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH } from "../../lib/paths.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { fromSeoulLocalInput, moveItem, toSeoulLocalInput } from "./issue-form.ts";
import { type AdminIssue, issuePath } from "./magazine-list.tsx";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import { MemberTag, ProgramsHead } from "./program-tabs.tsx";
import own from "./programs.module.css";

export interface MagazineBuyer {
  memberId: number;
  nickname: string;
  email: string | null;
  kind: "SUBSCRIPTION" | "ISSUE";
  amount: number;
  payMethod: string;
  paidAt: string;
  validUntil: string | null;
}

interface ArticleDraft {
  key: number;
  title: string;
  body: string;
}

/** The issue's typed fields, as typed. */
interface Draft {
  issueLabel: string;
  title: string;
  summary: string;
  price: string;
  publishDate: string;
}

const FIELDS = {
  issueLabel: { id: "issue-label", label: M.formIssueLabel, maxLength: 30, placeholder: M.formIssueLabelHint },
  title: { id: "issue-title", label: M.issueTitle, maxLength: 100 },
  summary: { id: "issue-summary", label: M.formSummary, maxLength: 300, multiline: true },
  price: { id: "issue-price", label: M.formPrice, inputMode: "numeric" },
  publishDate: { id: "issue-publish", label: M.formPublishDate, type: "datetime-local", hint: M.formPublishHint },
} satisfies Record<keyof Draft, ComponentProps<typeof FormField>>;

const kindText = (buyer: MagazineBuyer) => M.kindLabel[buyer.kind] ?? buyer.kind;
const paidAt = (buyer: MagazineBuyer) => formatSeoulDateTime(buyer.paidAt);
const validUntil = (buyer: MagazineBuyer) => (buyer.validUntil ? formatSeoulDate(buyer.validUntil) : "-");

function Buyers({ issue, buyers }: { issue: AdminIssue; buyers: MagazineBuyer[] }) {
  const title = M.buyersOf(`${issue.issueLabel} ${issue.title}`);
  return (
    <section aria-labelledby="issue-buyers">
      <h2 id="issue-buyers" className={page.sectionTitle}>
        {title}
      </h2>
      <DataTable
        caption={title}
        items={buyers}
        rowKey={(buyer) => `${buyer.memberId}-${buyer.paidAt}`}
        empty={M.noBuyers}
        columns={[
          { head: M.nickname, cell: (buyer) => <MemberTag nickname={buyer.nickname} id={buyer.memberId} /> },
          { head: M.email, cell: (buyer) => buyer.email ?? "-" },
          { head: M.kind, cell: kindText },
          { head: M.amount, cell: (buyer) => M.won(buyer.amount), nowrap: true },
          { head: M.payMethod, cell: (buyer) => buyer.payMethod },
          { head: M.paidAt, cell: paidAt, nowrap: true },
          { head: M.validUntil, cell: validUntil, nowrap: true },
        ]}
        card={(buyer) => (
          <>
            <div className={own.head}>
              <strong>{buyer.nickname}</strong>
              <StateLabel text={kindText(buyer)} tone="muted" />
            </div>
            <Facts
              facts={[
                [M.email, buyer.email ?? "-"],
                [M.amount, `${M.won(buyer.amount)} (${buyer.payMethod})`],
                [M.paidAt, paidAt(buyer)],
                [M.validUntil, buyer.validUntil && validUntil(buyer)],
              ]}
            />
          </>
        )}
      />
    </section>
  );
}

/** One article's fields and its 위로 / 아래로 / 삭제 buttons. */
function ArticleFields({
  article,
  index,
  count,
  setArticles,
}: {
  article: ArticleDraft;
  index: number;
  count: number;
  setArticles: (change: (now: ArticleDraft[]) => ArticleDraft[]) => void;
}) {
  const n = index + 1;
  const set = (change: Partial<ArticleDraft>) =>
    setArticles((now) => now.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const buttons = [
    {
      text: M.moveUp,
      label: M.moveUpLabel(n),
      off: index === 0,
      change: (now: ArticleDraft[]) => moveItem(now, index, -1),
    },
    {
      text: M.moveDown,
      label: M.moveDownLabel(n),
      off: index === count - 1,
      change: (now: ArticleDraft[]) => moveItem(now, index, 1),
    },
    {
      text: M.removeArticle,
      label: M.removeArticleLabel(n),
      off: count === 1,
      change: (now: ArticleDraft[]) => now.filter((_, i) => i !== index),
      danger: true,
    },
  ];
  return (
    <li className={own.article}>
      <div className={own.articleHead}>
        <span>{M.article(n)}</span>
        <div className={page.buttons}>
          {buttons.map((button) => (
            <button
              key={button.text}
              type="button"
              className={button.danger ? page.dangerButton : page.secondaryButton}
              aria-label={button.label}
              disabled={button.off}
              onClick={() => setArticles(button.change)}
            >
              {button.text}
            </button>
          ))}
        </div>
      </div>
      <FormField
        id={`article-title-${article.key}`}
        label={M.articleTitle(n)}
        value={article.title}
        maxLength={100}
        onValue={(title) => set({ title })}
      />
      <FormField
        id={`article-body-${article.key}`}
        label={M.articleBody(n)}
        multiline
        rows={6}
        value={article.body}
        onValue={(body) => set({ body })}
      />
    </li>
  );
}

export function IssueFormView({ issue, buyers }: { issue: AdminIssue | null; buyers: MagazineBuyer[] }) {
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const action = useApiAction();
  const nextKey = useRef(issue?.articles.length ?? 1);
  const [uploading, setUploading] = useState(false);
  const [draft, setDraft] = useState<Draft>({
    issueLabel: issue?.issueLabel ?? "",
    title: issue?.title ?? "",
    summary: issue?.summary ?? "",
    price: issue ? String(issue.price) : "0",
    publishDate: issue ? toSeoulLocalInput(issue.publishDate) : "",
  });
  const [cover, setCover] = useState<string[]>(issue?.coverImageUrl ? [issue.coverImageUrl] : []);
  const [articles, setArticles] = useState<ArticleDraft[]>(
    issue ? issue.articles.map((article, key) => ({ key, ...article })) : [{ key: 0, title: "", body: "" }],
  );
  const [isSubscription, setIsSubscription] = useState(issue?.isSubscription ?? true);

  const field = (key: keyof Draft) => (
    <FormField {...FIELDS[key]} value={draft[key]} onValue={(value) => setDraft((now) => ({ ...now, [key]: value }))} />
  );
  const addArticle = () => {
    const key = nextKey.current++;
    setArticles((now) => [...now, { key, title: "", body: "" }]);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { price, publishDate } = draft;
    const body: MagazineIssueInput = {
      title: draft.title,
      issueLabel: draft.issueLabel,
      summary: draft.summary,
      coverImageUrl: cover[0] ?? "",
      articles: articles.map(({ title, body }) => ({ title, body })),
      isSubscription,
      price: price.trim() === "" ? Number.NaN : Number(price),
      publishDate: fromSeoulLocalInput(publishDate) ?? publishDate,
    };
    // NaN is not JSON: an empty or non-numeric price goes as the text, for the API's own message.
    const sent = Number.isFinite(body.price) ? body : { ...body, price };
    const result = await action.run(() =>
      issue
        ? apiRequest<AdminIssue>(`/api/v1/admin/magazine/${issue.id}`, { method: "PUT", body: sent })
        : apiRequest<AdminIssue>("/api/v1/admin/magazine", { method: "POST", body: sent }),
    );
    if (!result.ok) return;
    action.setError(null);
    if (issue) {
      toast.bottom(M.saved);
      await revalidator.revalidate();
    } else {
      toast.bottom(M.created);
      navigate(issuePath(result.body.id), { replace: true });
    }
  }

  const heading = issue ? `${M.editIssue}: ${issue.issueLabel}` : M.newIssue;
  return (
    <>
      <ProgramsHead current="magazine" />
      <div className={own.bar}>
        <h2 className={page.sectionTitle}>{heading}</h2>
        <Link to={PATH.adminProgramsMagazine} className={page.link}>
          {M.backToList}
        </Link>
      </div>
      <form className={`${page.panel} ${own.form}`} onSubmit={onSubmit} aria-label={heading} noValidate>
        <div className={own.row}>
          {field("issueLabel")}
          {field("title")}
        </div>
        {field("summary")}
        <fieldset className={own.fieldset}>
          <legend className={own.legend}>{M.formCover}</legend>
          <p className={page.hint}>{M.formCoverHint}</p>
          <PhotoPicker links={cover} onChange={setCover} max={1} onBusy={setUploading} />
        </fieldset>
        <fieldset className={own.fieldset}>
          <legend className={own.legend}>{M.formArticles}</legend>
          <ol className={own.articles}>
            {articles.map((article, index) => (
              <ArticleFields
                key={article.key}
                article={article}
                index={index}
                count={articles.length}
                setArticles={setArticles}
              />
            ))}
          </ol>
          <div className={page.buttons}>
            <button
              type="button"
              className={page.secondaryButton}
              onClick={addArticle}
              disabled={articles.length >= 30}
            >
              {M.addArticle}
            </button>
          </div>
        </fieldset>
        <div className={own.row}>
          {field("price")}
          {field("publishDate")}
        </div>
        <label className={form.check}>
          <input type="checkbox" checked={isSubscription} onChange={(e) => setIsSubscription(e.target.checked)} />
          {M.formSubscription}
        </label>
        <AlertText message={action.error} className={page.error} />
        <SubmitRow busy={action.busy || uploading} className={own.end}>
          {action.pending ? M.saving : M.save}
        </SubmitRow>
      </form>
      {issue ? <Buyers issue={issue} buyers={buyers} /> : null}
    </>
  );
}
