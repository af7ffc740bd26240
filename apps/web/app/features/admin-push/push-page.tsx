/**
 * /admin/push (issue 27): the operator's ad or event message — kind, whom (everyone, a category's buyers, a store's
 * bookmarkers), title, body, the in-app link — with a live preview of the message as the law makes it go out
 * (domain/ad-message.ts) and, at night Seoul time, who waits until 08:00. Sending asks first; the answer says how
 * many got it now and how many at 08:00. Below, every message sent, newest first.
 */
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { PUSH_MESSAGE as M } from "./messages.ts";
import {
  type CategoryNode,
  type CategoryOption,
  categoryOptions,
  messagePreview,
  type Segment,
  segmentText,
} from "./preview.ts";
import styles from "./push.module.css";

export interface OperatorMessage {
  id: number;
  topic: "AD" | "EVENT";
  segment: Segment;
  title: string;
  body: string;
  pageLink: string;
  createDate: string;
  sentNow: number;
  deferredUntil: string | null;
  deferredSent: number | null;
}

interface PushResult {
  messageId: number;
  recipients: number;
  deferred: number;
  deliverAt: string | null;
}

interface Store {
  id: number;
  name: string;
  address: string;
}

type Topic = "AD" | "EVENT";
type SegmentKind = Segment["kind"];

const TITLE_MAX = 60;
const BODY_MAX = 200;

/** The browser's clock, read again every 15 s (the server's time until the page runs in the browser). */
function useNow(serverNow: string): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function StorePicker({ store, onPick }: { store: Store | null; onPick: (store: Store) => void }) {
  const [word, setWord] = useState("");
  const [found, setFound] = useState<Store[] | null>(null);
  const search = useApiAction();
  async function find() {
    const q = word.trim();
    if (!q) return;
    const result = await search.run(() =>
      apiRequest<{ items: Store[] }>(`/api/v1/affiliate?searchWord=${encodeURIComponent(q)}&size=10`),
    );
    if (result.ok) setFound(result.body.items);
  }
  return (
    <div className={styles.field}>
      <label htmlFor="push-store-search" className={styles.label}>
        {M.storeSearch}
      </label>
      <div className={styles.inline}>
        <input
          id="push-store-search"
          type="search"
          className={styles.input}
          value={word}
          autoComplete="off"
          onChange={(e) => setWord(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void find();
            }
          }}
        />
        <button type="button" className={styles.secondaryButton} disabled={search.busy} onClick={find}>
          {search.pending ? M.searching : M.searchStores}
        </button>
      </div>
      <p className={styles.hint}>{store ? M.chosenStore(store.name) : M.noStoreChosen}</p>
      {search.error ? (
        <p role="alert" className={styles.error}>
          {search.error}
        </p>
      ) : null}
      {found === null ? null : found.length === 0 ? (
        <p className={styles.hint}>{M.noStores}</p>
      ) : (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{M.storesFound}</legend>
          {found.map((candidate) => (
            <label key={candidate.id} className={styles.choice}>
              <input
                type="radio"
                name="push-store"
                checked={store?.id === candidate.id}
                onChange={() => onPick(candidate)}
              />
              <span>
                {candidate.name} <span className={styles.hint}>{candidate.address}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function Preview({ title, body, now }: { title: string; body: string; now: Date }) {
  const preview = messagePreview({ title: title.trim() || M.emptyTitle, body: body.trim() || M.emptyBody }, now);
  return (
    <section className={styles.preview} aria-labelledby="push-preview" aria-live="polite">
      <h2 id="push-preview" className={styles.sectionTitle}>
        {M.preview}
      </h2>
      <p className={styles.hint}>{M.previewIntro}</p>
      <div className={styles.notification} data-testid="push-preview">
        <p className={styles.notificationTitle} data-testid="push-preview-title">
          {preview.title}
        </p>
        <p className={styles.notificationBody} data-testid="push-preview-body">
          {preview.body}
        </p>
      </div>
      <p className={styles.timing} data-night={preview.morning ? "true" : undefined} data-testid="push-timing">
        {preview.morning ? M.nightNow(preview.now, preview.morning) : M.dayNow(preview.now)}
      </p>
    </section>
  );
}

function Result({ result }: { result: PushResult }) {
  return (
    <section className={styles.result} aria-labelledby="push-result" role="status">
      <h2 id="push-result" className={styles.sectionTitle}>
        {M.resultTitle}
      </h2>
      <p>{M.resultNow(result.recipients)}</p>
      <p>
        {result.deliverAt && result.deferred > 0
          ? M.resultDeferred(result.deferred, formatSeoulDateTime(result.deliverAt))
          : M.noDeferred}
      </p>
    </section>
  );
}

function History({ items, describe }: { items: OperatorMessage[]; describe: (segment: Segment) => string }) {
  const later = (message: OperatorMessage) => {
    if (!message.deferredUntil) return M.none;
    const at = formatSeoulDateTime(message.deferredUntil);
    return message.deferredSent === null ? M.deferredWaiting(at) : M.deferredDone(message.deferredSent, at);
  };
  return (
    <section aria-labelledby="push-history">
      <h2 id="push-history" className={styles.sectionTitle}>
        {M.historyTitle}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{M.noHistory}</p>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">{M.historyTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{M.columns.at}</th>
                <th scope="col">{M.columns.topic}</th>
                <th scope="col">{M.columns.segment}</th>
                <th scope="col">{M.columns.message}</th>
                <th scope="col">{M.columns.now}</th>
                <th scope="col">{M.columns.later}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((message) => (
                <tr key={message.id} data-push-message={message.id}>
                  <td className={styles.nowrap}>{formatSeoulDateTime(message.createDate)}</td>
                  <td>{M.topicLabel[message.topic]}</td>
                  <td>{describe(message.segment)}</td>
                  <td>
                    <strong>{message.title}</strong>
                    <br />
                    <span className={`${styles.hint} ${styles.sentBody}`}>{message.body}</span>
                  </td>
                  <td className={styles.nowrap}>{M.people(message.sentNow)}</td>
                  <td>{later(message)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${styles.list} ${styles.cards}`} aria-label={M.historyTitle}>
            {items.map((message) => (
              <li key={message.id} className={styles.item} data-push-message={message.id}>
                <p className={styles.hint}>
                  {formatSeoulDateTime(message.createDate)} · {M.topicLabel[message.topic]} ·{" "}
                  {describe(message.segment)}
                </p>
                <strong>{message.title}</strong>
                <span className={`${styles.hint} ${styles.sentBody}`}>{message.body}</span>
                <dl className={styles.facts}>
                  <dt>{M.columns.now}</dt>
                  <dd>{M.people(message.sentNow)}</dd>
                  <dt>{M.columns.later}</dt>
                  <dd>{later(message)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function PushPage({
  categories,
  history,
  serverNow,
}: {
  categories: CategoryNode[];
  history: OperatorMessage[];
  serverNow: string;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const revalidator = useRevalidator();
  const send = useApiAction();
  const now = useNow(serverNow);
  const options = useMemo<CategoryOption[]>(() => categoryOptions(categories), [categories]);
  const [topic, setTopic] = useState<Topic>("AD");
  const [kind, setKind] = useState<SegmentKind>("ALL");
  const [categoryCode, setCategoryCode] = useState("");
  const [store, setStore] = useState<Store | null>(null);
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [pageLink, setPageLink] = useState("/");
  const [result, setResult] = useState<PushResult | null>(null);

  const describe = (segment: Segment) =>
    segmentText(segment, M.segmentLabel, {
      category: (code) => options.find((option) => option.code === code)?.label ?? code,
      store: (id) => (store?.id === id ? store.name : M.store(id)),
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (kind === "STORE_BOOKMARKERS" && !store) {
      send.setError(M.storeRequired);
      return;
    }
    const segment: Segment =
      kind === "CATEGORY_BUYERS"
        ? { kind, categoryCode }
        : kind === "STORE_BOOKMARKERS"
          ? { kind, affiliateId: store?.id ?? 0 }
          : { kind: "ALL" };
    const at = new Date();
    const preview = messagePreview({ title, body }, at);
    const topicText = M.topicLabel[topic] ?? topic;
    // How many it reaches, counted by the server as it would send it now.
    const audience = await send.run(() =>
      apiRequest<{ now: number; atMorning: number }>("/api/v1/admin/push-message/audience", {
        method: "POST",
        body: { topic, segment },
      }),
    );
    if (!audience.ok) return;
    const yes = await confirm({
      title: M.confirmTitle,
      message: preview.morning
        ? M.confirmNight(topicText, describe(segment), audience.body.now, audience.body.atMorning, preview.morning)
        : M.confirmDay(topicText, describe(segment), audience.body.now),
      variant: "okCancel",
      confirmText: M.confirmYes,
    });
    if (!yes) return;
    const answer = await send.run(() =>
      apiRequest<PushResult>("/api/v1/admin/push-message", {
        method: "POST",
        body: { topic, segment, title, body, pageLink },
      }),
    );
    if (!answer.ok) return;
    send.setError(null);
    setResult(answer.body);
    // Sent once: the title and body start empty again, so a second click cannot send the same message twice.
    setTitle("");
    setBody("");
    toast.bottom(M.sent);
    await revalidator.revalidate();
  }

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.title}>{M.title}</h1>
        <p className={styles.intro}>{M.intro}</p>
      </div>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={onSubmit} aria-label={M.formLabel} noValidate>
          <fieldset className={styles.choices}>
            <legend className={styles.label}>{M.topic}</legend>
            {(["AD", "EVENT"] as const).map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name="topic" checked={topic === value} onChange={() => setTopic(value)} />
                <span>
                  {M.topicLabel[value]} <span className={styles.hint}>({M.topicHint[value]})</span>
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend className={styles.label}>{M.segment}</legend>
            {(["ALL", "CATEGORY_BUYERS", "STORE_BOOKMARKERS"] as const).map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name="segment" checked={kind === value} onChange={() => setKind(value)} />
                <span>{M.segmentLabel[value]}</span>
              </label>
            ))}
          </fieldset>
          {kind === "CATEGORY_BUYERS" ? (
            <div className={styles.field}>
              <label htmlFor="push-category" className={styles.label}>
                {M.category}
              </label>
              <select
                id="push-category"
                className={styles.input}
                value={categoryCode}
                onChange={(e) => setCategoryCode(e.target.value)}
              >
                <option value="">{M.chooseCategory}</option>
                {options.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {kind === "STORE_BOOKMARKERS" ? <StorePicker store={store} onPick={setStore} /> : null}
          <div className={styles.field}>
            <label htmlFor="push-title" className={styles.label}>
              {M.titleLabel}
            </label>
            <input
              id="push-title"
              className={styles.input}
              value={title}
              maxLength={TITLE_MAX}
              aria-describedby="push-title-count"
              onChange={(e) => setTitle(e.target.value)}
            />
            <p id="push-title-count" className={styles.hint}>
              {M.counter(title.length, TITLE_MAX)}
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor="push-body" className={styles.label}>
              {M.bodyLabel}
            </label>
            <textarea
              id="push-body"
              className={styles.input}
              value={body}
              maxLength={BODY_MAX}
              rows={4}
              aria-describedby="push-body-count"
              onChange={(e) => setBody(e.target.value)}
            />
            <p id="push-body-count" className={styles.hint}>
              {M.counter(body.length, BODY_MAX)}
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor="push-link" className={styles.label}>
              {M.pageLink}
            </label>
            <input
              id="push-link"
              className={styles.input}
              value={pageLink}
              maxLength={300}
              aria-describedby="push-link-hint"
              onChange={(e) => setPageLink(e.target.value)}
            />
            <p id="push-link-hint" className={styles.hint}>
              {M.pageLinkHint}
            </p>
          </div>
          {send.error ? (
            <p role="alert" className={styles.error}>
              {send.error}
            </p>
          ) : null}
          <div className={styles.submitRow}>
            <button type="submit" className={styles.primaryButton} disabled={send.busy}>
              {send.pending ? M.sending : M.send}
            </button>
          </div>
        </form>
        <div className={styles.side}>
          <Preview title={title} body={body} now={now} />
          {result ? <Result result={result} /> : null}
        </div>
      </div>
      <History items={history} describe={describe} />
    </>
  );
}
