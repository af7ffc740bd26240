/**
 * /admin/programs/magazine/{id|new} (issue 27): writing or editing an issue of 월간 물멍 — title, 호수, summary, a
 * cover (uploaded through the image API), the articles (added, removed, moved up and down), price, whether it is
 * for subscribers only, and when it comes out (Seoul time; later = scheduled). The API's Korean message shows on a
 * refusal and nothing typed is lost. An existing issue lists who bought it under the form.
 */
import type { MagazineIssueInput } from "@mulmung/contract/admin-programs";
import { formatSeoulDate, formatSeoulDateTime } from "@mulmung/domain/time";
import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { PhotoPicker } from "../../components/photo-picker.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH } from "../../lib/paths.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { fromSeoulLocalInput, moveItem, toSeoulLocalInput } from "./issue-form.ts";
import { type AdminIssue, issuePath } from "./magazine-list.tsx";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import { ProgramsHead } from "./program-tabs.tsx";
import styles from "./programs.module.css";

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

function Buyers({ issue, buyers }: { issue: AdminIssue; buyers: MagazineBuyer[] }) {
  const title = M.buyersOf(`${issue.issueLabel} ${issue.title}`);
  return (
    <section aria-labelledby="issue-buyers">
      <h2 id="issue-buyers" className={styles.sectionTitle}>
        {title}
      </h2>
      {buyers.length === 0 ? (
        <p className={styles.empty}>{M.noBuyers}</p>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{M.nickname}</th>
                <th scope="col">{M.email}</th>
                <th scope="col">{M.kind}</th>
                <th scope="col">{M.amount}</th>
                <th scope="col">{M.payMethod}</th>
                <th scope="col">{M.paidAt}</th>
                <th scope="col">{M.validUntil}</th>
              </tr>
            </thead>
            <tbody>
              {buyers.map((buyer) => (
                <tr key={`${buyer.memberId}-${buyer.paidAt}`}>
                  <td>
                    {buyer.nickname} <span className={styles.hint}>#{buyer.memberId}</span>
                  </td>
                  <td>{buyer.email ?? "-"}</td>
                  <td>{M.kindLabel[buyer.kind] ?? buyer.kind}</td>
                  <td className={styles.nowrap}>{M.won(buyer.amount)}</td>
                  <td>{buyer.payMethod}</td>
                  <td className={styles.nowrap}>{formatSeoulDateTime(buyer.paidAt)}</td>
                  <td className={styles.nowrap}>{buyer.validUntil ? formatSeoulDate(buyer.validUntil) : "-"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${styles.list} ${styles.cards}`} aria-label={title}>
            {buyers.map((buyer) => (
              <li key={`${buyer.memberId}-${buyer.paidAt}`} className={styles.item}>
                <div className={styles.itemHead}>
                  <strong>{buyer.nickname}</strong>
                  <span className={styles.state}>{M.kindLabel[buyer.kind] ?? buyer.kind}</span>
                </div>
                <dl className={styles.facts}>
                  <dt>{M.email}</dt>
                  <dd>{buyer.email ?? "-"}</dd>
                  <dt>{M.amount}</dt>
                  <dd>
                    {M.won(buyer.amount)} ({buyer.payMethod})
                  </dd>
                  <dt>{M.paidAt}</dt>
                  <dd>{formatSeoulDateTime(buyer.paidAt)}</dd>
                  {buyer.validUntil ? (
                    <>
                      <dt>{M.validUntil}</dt>
                      <dd>{formatSeoulDate(buyer.validUntil)}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function IssueFormView({ issue, buyers }: { issue: AdminIssue | null; buyers: MagazineBuyer[] }) {
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const action = useApiAction();
  const nextKey = useRef(issue?.articles.length ?? 1);
  const [uploading, setUploading] = useState(false);
  const [title, setTitle] = useState(issue?.title ?? "");
  const [issueLabel, setIssueLabel] = useState(issue?.issueLabel ?? "");
  const [summary, setSummary] = useState(issue?.summary ?? "");
  const [cover, setCover] = useState<string[]>(issue?.coverImageUrl ? [issue.coverImageUrl] : []);
  const [articles, setArticles] = useState<ArticleDraft[]>(
    issue ? issue.articles.map((article, key) => ({ key, ...article })) : [{ key: 0, title: "", body: "" }],
  );
  const [price, setPrice] = useState(issue ? String(issue.price) : "0");
  const [isSubscription, setIsSubscription] = useState(issue?.isSubscription ?? true);
  const [publishDate, setPublishDate] = useState(issue ? toSeoulLocalInput(issue.publishDate) : "");

  const setArticle = (index: number, change: Partial<ArticleDraft>) =>
    setArticles((now) => now.map((article, i) => (i === index ? { ...article, ...change } : article)));
  const addArticle = () => {
    const key = nextKey.current++;
    setArticles((now) => [...now, { key, title: "", body: "" }]);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: MagazineIssueInput = {
      title,
      issueLabel,
      summary,
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
      <div className={styles.bar}>
        <h2 className={styles.sectionTitle}>{heading}</h2>
        <Link to={PATH.adminProgramsMagazine} className={styles.textLink}>
          {M.backToList}
        </Link>
      </div>
      <form className={`${styles.form} ${styles.spaced}`} onSubmit={onSubmit} aria-label={heading} noValidate>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="issue-label" className={styles.label}>
              {M.formIssueLabel}
            </label>
            <input
              id="issue-label"
              className={styles.input}
              value={issueLabel}
              maxLength={30}
              placeholder={M.formIssueLabelHint}
              onChange={(e) => setIssueLabel(e.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="issue-title" className={styles.label}>
              {M.issueTitle}
            </label>
            <input
              id="issue-title"
              className={styles.input}
              value={title}
              maxLength={100}
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="issue-summary" className={styles.label}>
            {M.formSummary}
          </label>
          <textarea
            id="issue-summary"
            className={styles.input}
            value={summary}
            maxLength={300}
            onChange={(e) => setSummary(e.target.value)}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{M.formCover}</legend>
          <p className={styles.hint}>{M.formCoverHint}</p>
          <PhotoPicker links={cover} onChange={setCover} max={1} onBusy={setUploading} />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{M.formArticles}</legend>
          <ol className={styles.articles}>
            {articles.map((article, index) => {
              const n = index + 1;
              return (
                <li key={article.key} className={styles.article}>
                  <div className={styles.articleHead}>
                    <span>{M.article(n)}</span>
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className={`${styles.secondaryButton} ${styles.small}`}
                        aria-label={M.moveUpLabel(n)}
                        disabled={index === 0}
                        onClick={() => setArticles((now) => moveItem(now, index, -1))}
                      >
                        {M.moveUp}
                      </button>
                      <button
                        type="button"
                        className={`${styles.secondaryButton} ${styles.small}`}
                        aria-label={M.moveDownLabel(n)}
                        disabled={index === articles.length - 1}
                        onClick={() => setArticles((now) => moveItem(now, index, 1))}
                      >
                        {M.moveDown}
                      </button>
                      <button
                        type="button"
                        className={`${styles.dangerButton} ${styles.small}`}
                        aria-label={M.removeArticleLabel(n)}
                        disabled={articles.length === 1}
                        onClick={() => setArticles((now) => now.filter((_, i) => i !== index))}
                      >
                        {M.removeArticle}
                      </button>
                    </div>
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`article-title-${article.key}`} className={styles.label}>
                      {M.articleTitle(n)}
                    </label>
                    <input
                      id={`article-title-${article.key}`}
                      className={styles.input}
                      value={article.title}
                      maxLength={100}
                      onChange={(e) => setArticle(index, { title: e.target.value })}
                    />
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`article-body-${article.key}`} className={styles.label}>
                      {M.articleBody(n)}
                    </label>
                    <textarea
                      id={`article-body-${article.key}`}
                      className={styles.input}
                      value={article.body}
                      rows={6}
                      onChange={(e) => setArticle(index, { body: e.target.value })}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={addArticle}
              disabled={articles.length >= 30}
            >
              {M.addArticle}
            </button>
          </div>
        </fieldset>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="issue-price" className={styles.label}>
              {M.formPrice}
            </label>
            <input
              id="issue-price"
              className={styles.input}
              inputMode="numeric"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="issue-publish" className={styles.label}>
              {M.formPublishDate}
            </label>
            <input
              id="issue-publish"
              type="datetime-local"
              className={styles.input}
              value={publishDate}
              onChange={(e) => setPublishDate(e.target.value)}
              aria-describedby="issue-publish-hint"
            />
            <p id="issue-publish-hint" className={styles.hint}>
              {M.formPublishHint}
            </p>
          </div>
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={isSubscription} onChange={(e) => setIsSubscription(e.target.checked)} />
          {M.formSubscription}
        </label>
        {action.error ? (
          <p role="alert" className={styles.error}>
            {action.error}
          </p>
        ) : null}
        <div className={styles.submitRow}>
          <button type="submit" className={styles.primaryButton} disabled={action.busy || uploading}>
            {action.pending ? M.saving : M.save}
          </button>
        </div>
      </form>
      {issue ? <Buyers issue={issue} buyers={buyers} /> : null}
    </>
  );
}
