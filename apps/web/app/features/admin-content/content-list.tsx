/**
 * /admin/content?kind= (issue 27): one kind's items in the members' order, with where each stands (예약, 게시 중,
 * 종료, 숨김), its period, and for banners its screen and slot. The order changes by dragging a row or by its ↑ / ↓
 * buttons (`MoveButtons`: the keyboard's and the screen reader's way), and is saved with the whole list's ids (409
 * when the list changed meanwhile: the page reloads it). Each item opens its form; 삭제 asks first.
 */
import { CONTENT_SCHEDULE_LABEL, type ContentSchedule } from "@mulmung/domain/site-content";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { MoveButtons, RemoveButton } from "../../components/console-form.tsx";
import page from "../../components/console-page.module.css";
import { StateLabel } from "../../components/console-parts.tsx";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { useDragOrder } from "../../components/use-drag-order.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH, withQuery } from "../../lib/paths.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import styles from "./admin-content.module.css";
import {
  CONTENT_KINDS,
  type ContentKind,
  KINDS,
  LOCATION_LABEL,
  moveItem,
  POSITION_LABEL,
  ROUTE_LABEL,
  SECTION_LABEL,
} from "./kinds.ts";
import { CONTENT_ADMIN_MESSAGE as M } from "./messages.ts";

export interface ListedItem {
  id: number;
  schedule: ContentSchedule;
  [field: string]: unknown;
}

export function contentListPath(kind: ContentKind): string {
  return withQuery(PATH.adminContent, { kind });
}

export function contentItemPath(kind: ContentKind, id: number | "new"): string {
  return `${PATH.adminContent}/${kind}/${id}`;
}

function KindTabs({ current }: { current: ContentKind }) {
  return (
    <nav aria-label={M.kinds}>
      <ul className={`${lists.plain} ${styles.tabs}`}>
        {CONTENT_KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={contentListPath(kind)}
              className={styles.tab}
              aria-current={kind === current ? "page" : undefined}
            >
              {KINDS[kind].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const SCHEDULE_TONE = { RUNNING: "good", SCHEDULED: undefined, ENDED: "muted", HIDDEN: "bad" } as const;

export function ScheduleBadge({ schedule }: { schedule: ContentSchedule }) {
  return <StateLabel text={CONTENT_SCHEDULE_LABEL[schedule]} tone={SCHEDULE_TONE[schedule]} />;
}

function ItemMeta({ kind, item }: { kind: ContentKind; item: ListedItem }) {
  const spec = KINDS[kind];
  const parts: string[] = [];
  if (spec.timed && typeof item.startDate === "string" && typeof item.endDate === "string") {
    parts.push(`${formatSeoulDateTime(item.startDate)} ~ ${formatSeoulDateTime(item.endDate)}`);
  }
  if (kind === "banner") {
    parts.push(`${ROUTE_LABEL[String(item.exposureRoute)] ?? item.exposureRoute}`);
    parts.push(`${POSITION_LABEL[String(item.exposurePosition)] ?? item.exposurePosition}`);
  }
  if (kind === "theme") {
    parts.push(SECTION_LABEL[String(item.section)] ?? String(item.section));
    parts.push(LOCATION_LABEL[String(item.location)] ?? String(item.location));
  }
  if (kind === "faq") parts.push(String(item.category ?? ""));
  parts.push(M.hits(Number(item.hits ?? 0)));
  return (
    <p className={page.meta}>
      <ScheduleBadge schedule={item.schedule} />
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
    </p>
  );
}

export function ContentListView({ kind, items }: { kind: ContentKind; items: ListedItem[] }) {
  const spec = KINDS[kind];
  const [order, setOrder] = useState(items);
  const [announcement, setAnnouncement] = useState("");
  const save = useApiAction();
  const remove = useApiAction();
  const confirm = useConfirm();
  const toast = useToast();
  const revalidator = useRevalidator();

  // A new list from the server (another tab, a reload after saving) replaces the local arrangement.
  useEffect(() => setOrder(items), [items]);

  const changed = order.some((item, index) => item.id !== items[index]?.id);
  const name = (item: ListedItem) => String(item[spec.titleField] ?? "") || M.untitled;

  function move(from: number, to: number) {
    if (to < 0 || to >= order.length || from === to) return;
    const item = order[from];
    if (!item) return;
    setOrder(moveItem(order, from, to));
    setAnnouncement(M.moved(name(item), to + 1, order.length));
  }
  const drag = useDragOrder(move);

  async function saveOrder() {
    const result = await save.run(() =>
      apiRequest(`/api/v1/admin/${spec.path}-order`, { method: "PUT", body: { ids: order.map((item) => item.id) } }),
    );
    if (result.ok) {
      save.setError(null);
      toast.top(M.orderSaved);
    }
    // Saved, or refused because the list changed meanwhile (409): show the list as it is now. Any other failure
    // keeps the operator's arrangement on the page, to try again.
    if (result.ok || result.status === 409) revalidator.revalidate();
  }

  async function deleteItem(item: ListedItem) {
    if (!(await confirm({ title: M.deleteTitle, message: M.deleteQuestion(name(item)) }))) return;
    const result = await remove.run(() => apiRequest(`/api/v1/admin/${spec.path}/${item.id}`, { method: "DELETE" }));
    if (!result.ok) return;
    remove.setError(null);
    toast.top(M.deleted);
    revalidator.revalidate();
  }

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={page.title}>{M.title}</h1>
          <p className={page.intro}>{M.intro}</p>
        </div>
        <Link to={contentItemPath(kind, "new")} className={`${page.primaryButton} ${page.tall}`}>
          {M.create(spec.label)}
        </Link>
      </div>
      <KindTabs current={kind} />
      <h2 className={page.formLabel}>{M.listOf(spec.label, order.length)}</h2>
      <p className={page.quiet}>{M.orderHint}</p>
      <AlertText message={save.error ?? remove.error} className={page.error} />
      {order.length === 0 ? (
        <p className={page.empty}>{M.empty(spec.label)}</p>
      ) : (
        <>
          <ol className={`${lists.plain} ${styles.list}`} aria-label={M.listOf(spec.label, order.length)}>
            {order.map((item, index) => (
              <li
                key={item.id}
                className={styles.row}
                data-item-id={item.id}
                {...drag.marks(index)}
                {...drag.source(index, String(item.id))}
                {...drag.target(index)}
              >
                <span className={styles.handle} aria-hidden="true" title={M.dragHint}>
                  ⠿<span className={styles.position}>{index + 1}</span>
                </span>
                {typeof item.imageUrl === "string" && item.imageUrl ? (
                  <img src={item.imageUrl} alt="" className={styles.thumb} draggable={false} />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <div>
                  <p className={styles.itemTitle}>
                    <Link to={contentItemPath(kind, item.id)}>{name(item)}</Link>
                  </p>
                  <ItemMeta kind={kind} item={item} />
                </div>
                <div className={styles.rowActions}>
                  <MoveButtons name={name(item)} index={index} count={order.length} onMove={(to) => move(index, to)} />
                  <Link
                    to={contentItemPath(kind, item.id)}
                    className={page.smallButton}
                    aria-label={M.editLabel(name(item))}
                  >
                    {M.edit}
                  </Link>
                  <RemoveButton name={name(item)} disabled={remove.busy} onClick={() => deleteItem(item)} />
                </div>
              </li>
            ))}
          </ol>
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
          <div className={styles.orderBar}>
            <button
              type="button"
              className={`${page.primaryButton} ${page.tall}`}
              disabled={!changed || save.busy}
              onClick={saveOrder}
            >
              {save.pending ? M.saving : M.saveOrder}
            </button>
            <button
              type="button"
              className={`${page.secondaryButton} ${page.tall}`}
              disabled={!changed || save.busy}
              onClick={() => setOrder(items)}
            >
              {M.resetOrder}
            </button>
            {changed ? <span className={page.quiet}>{M.unsavedOrder}</span> : null}
          </div>
        </>
      )}
    </>
  );
}
