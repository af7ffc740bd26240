/**
 * /admin/push (issue 27): the operator's ad or event message — kind, whom (everyone, a category's buyers, a store's
 * bookmarkers), title, body, the in-app link — with a live preview of the message as the law makes it go out
 * (domain/ad-message.ts) and, at night Seoul time, who waits until 08:00. Sending asks first; the answer says how
 * many got it now and how many at 08:00. Below, every message sent, newest first.
 */
import type { CategoryNode } from "@mulmung/contract/catalog";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import choices from "../../components/choices.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { FormField, SubmitRow } from "../../components/console-form.tsx";
import page from "../../components/console-page.module.css";
import { DataTable, PageHead } from "../../components/console-parts.tsx";
import { Facts } from "../../components/facts.tsx";
import { Options, SelectField } from "../../components/form-field.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { type CategoryPath, categoryPaths } from "../../lib/category-paths.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { PUSH_MESSAGE as M } from "./messages.ts";
import { messagePreview, type Segment, segmentText } from "./preview.ts";
import own from "./push.module.css";

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

/** Radio buttons, one for each item; `hideLegend` where the question is asked above. */
function Choices<T>({
  legend,
  hideLegend = false,
  name,
  items,
  itemKey,
  checked,
  onPick,
  text,
}: {
  legend: string;
  hideLegend?: boolean;
  name: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  checked: (item: T) => boolean;
  onPick: (item: T) => void;
  text: (item: T) => ReactNode;
}) {
  return (
    <fieldset className={choices.choices}>
      <legend className={hideLegend ? "visually-hidden" : undefined}>{legend}</legend>
      {items.map((item) => (
        <label key={itemKey(item)}>
          <input type="radio" name={name} checked={checked(item)} onChange={() => onPick(item)} />
          <span>{text(item)}</span>
        </label>
      ))}
    </fieldset>
  );
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
    <div className={page.field}>
      <label htmlFor="push-store-search" className={page.label}>
        {M.storeSearch}
      </label>
      <div className={own.inline}>
        <input
          id="push-store-search"
          type="search"
          className={page.input}
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
        <button type="button" className={page.secondaryButton} disabled={search.busy} onClick={find}>
          {search.pending ? M.searching : M.searchStores}
        </button>
      </div>
      <p className={page.hint}>{store ? M.chosenStore(store.name) : M.noStoreChosen}</p>
      <AlertText message={search.error} className={page.error} />
      {found === null ? null : found.length === 0 ? (
        <p className={page.hint}>{M.noStores}</p>
      ) : (
        <Choices
          legend={M.storesFound}
          hideLegend
          name="push-store"
          items={found}
          itemKey={(candidate) => candidate.id}
          checked={(candidate) => store?.id === candidate.id}
          onPick={onPick}
          text={(candidate) => (
            <>
              {candidate.name} <span className={page.hint}>{candidate.address}</span>
            </>
          )}
        />
      )}
    </div>
  );
}

function Preview({ title, body, now }: { title: string; body: string; now: Date }) {
  const preview = messagePreview({ title: title.trim() || M.emptyTitle, body: body.trim() || M.emptyBody }, now);
  return (
    <section className={page.panel} aria-labelledby="push-preview" aria-live="polite">
      <h2 id="push-preview" className={page.panelTitle}>
        {M.preview}
      </h2>
      <p className={page.hint}>{M.previewIntro}</p>
      <div className={own.notification} data-testid="push-preview">
        <p className={own.notificationTitle} data-testid="push-preview-title">
          {preview.title}
        </p>
        <p className={own.notificationBody} data-testid="push-preview-body">
          {preview.body}
        </p>
      </div>
      <p className={own.timing} data-night={preview.morning ? "true" : undefined} data-testid="push-timing">
        {preview.morning ? M.nightNow(preview.now, preview.morning) : M.dayNow(preview.now)}
      </p>
    </section>
  );
}

function Result({ result }: { result: PushResult }) {
  return (
    <section className={`${page.panel} ${own.result}`} aria-labelledby="push-result" role="status">
      <h2 id="push-result" className={page.panelTitle}>
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
  const sentBody = (message: OperatorMessage) => <span className={`${page.hint} ${own.sentBody}`}>{message.body}</span>;
  return (
    <section aria-labelledby="push-history">
      <h2 id="push-history" className={page.sectionTitle}>
        {M.historyTitle}
      </h2>
      <DataTable
        caption={M.historyTitle}
        items={items}
        rowKey={(message) => message.id}
        rowData="push-message"
        empty={M.noHistory}
        columns={[
          { head: M.columns.at, cell: (message) => formatSeoulDateTime(message.createDate), nowrap: true },
          { head: M.columns.topic, cell: (message) => M.topicLabel[message.topic] },
          { head: M.columns.segment, cell: (message) => describe(message.segment) },
          {
            head: M.columns.message,
            cell: (message) => (
              <>
                <strong>{message.title}</strong>
                <br />
                {sentBody(message)}
              </>
            ),
          },
          { head: M.columns.now, cell: (message) => M.people(message.sentNow), nowrap: true },
          { head: M.columns.later, cell: later },
        ]}
        card={(message) => (
          <>
            <p className={page.hint}>
              {formatSeoulDateTime(message.createDate)} · {M.topicLabel[message.topic]} · {describe(message.segment)}
            </p>
            <strong>{message.title}</strong>
            {sentBody(message)}
            <Facts
              facts={[
                [M.columns.now, M.people(message.sentNow)],
                [M.columns.later, later(message)],
              ]}
            />
          </>
        )}
      />
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
  const options = useMemo<CategoryPath[]>(() => categoryPaths(categories), [categories]);
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
      category: (code) => options.find((option) => option.value === code)?.label ?? code,
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

  const texts = [
    {
      id: "push-title",
      label: M.titleLabel,
      value: title,
      onValue: setTitle,
      maxLength: TITLE_MAX,
      hint: M.counter(title.length, TITLE_MAX),
      hintId: "push-title-count",
    },
    {
      id: "push-body",
      label: M.bodyLabel,
      value: body,
      onValue: setBody,
      maxLength: BODY_MAX,
      multiline: true,
      rows: 4,
      hint: M.counter(body.length, BODY_MAX),
      hintId: "push-body-count",
    },
    { id: "push-link", label: M.pageLink, value: pageLink, onValue: setPageLink, maxLength: 300, hint: M.pageLinkHint },
  ];

  return (
    <>
      <PageHead title={M.title} intro={M.intro} />
      <div className={own.layout}>
        <form className={`${page.panel} ${own.form}`} onSubmit={onSubmit} aria-label={M.formLabel} noValidate>
          <Choices
            legend={M.topic}
            name="topic"
            items={["AD", "EVENT"] as const}
            itemKey={(value) => value}
            checked={(value) => topic === value}
            onPick={setTopic}
            text={(value) => (
              <>
                {M.topicLabel[value]} <span className={page.hint}>({M.topicHint[value]})</span>
              </>
            )}
          />
          <Choices
            legend={M.segment}
            name="segment"
            items={["ALL", "CATEGORY_BUYERS", "STORE_BOOKMARKERS"] as const}
            itemKey={(value) => value}
            checked={(value) => kind === value}
            onPick={setKind}
            text={(value) => M.segmentLabel[value]}
          />
          {kind === "CATEGORY_BUYERS" ? (
            <div className={page.field}>
              <SelectField
                id="push-category"
                label={M.category}
                labelClassName={page.label}
                className={page.input}
                value={categoryCode}
                onValue={setCategoryCode}
              >
                <Options
                  first={M.chooseCategory}
                  items={options}
                  value={(option) => option.value}
                  text={(option) => option.label}
                />
              </SelectField>
            </div>
          ) : null}
          {kind === "STORE_BOOKMARKERS" ? <StorePicker store={store} onPick={setStore} /> : null}
          {texts.map((field) => (
            <FormField key={field.id} {...field} />
          ))}
          <AlertText message={send.error} className={page.error} />
          <SubmitRow busy={send.busy} className={own.end}>
            {send.pending ? M.sending : M.send}
          </SubmitRow>
        </form>
        <div className={own.side}>
          <Preview title={title} body={body} now={now} />
          {result ? <Result result={result} /> : null}
        </div>
      </div>
      <History items={history} describe={describe} />
    </>
  );
}
