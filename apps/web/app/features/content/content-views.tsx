/** The event list and page (/event, /event/:id), the content list and page (/content, /content/:id). */
import type { Content, ContentDetail, SiteEvent, SiteEventDetail } from "@mulmung/contract/content";
import { formatCount } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
import type { ReactNode } from "react";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { SiteLinkTo } from "../../components/site-link.tsx";
import styles from "./content.module.css";
import { CONTENT_MESSAGE as M } from "./messages.ts";

const period = (event: Pick<SiteEvent, "startDate" | "endDate">) =>
  M.eventPeriod(formatSeoulDate(event.startDate), formatSeoulDate(event.endDate));

function EventBadge({ event }: { event: Pick<SiteEvent, "isEnded"> }) {
  return (
    <span className={`${badges.tag} ${event.isEnded ? badges.neutral : badges.solid} ${styles.badge}`}>
      {event.isEnded ? M.eventEnded : M.eventOngoing}
    </span>
  );
}

/** A list of events or contents: each a card with its thumbnail (the first four load at once) and its text. */
function CardList<T extends Content | SiteEvent>({
  items,
  label,
  href,
  cardClassName = () => styles.card,
  children,
}: {
  items: readonly T[];
  label: string;
  href: (item: T) => string;
  cardClassName?: (item: T) => string | undefined;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <EmptyState kind="preparing" />;
  return (
    <ul className={`${lists.plain} ${styles.list}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id}>
          <Link to={href(item)} className={cardClassName(item)}>
            <img
              className={styles.thumb}
              src={item.image.fileRepository.cdnLink}
              alt=""
              width={88}
              height={88}
              loading={index < 4 ? "eager" : "lazy"}
            />
            <div className={styles.cardBody}>{children(item)}</div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One event's or content's page: the picture, its facts, the title, the summary, the text and where it leads. */
function Article({
  item,
  facts,
  go,
}: {
  item: ContentDetail | SiteEventDetail;
  facts: ReactNode;
  go: { label: string; link: string | null } | null;
}) {
  return (
    <article className={styles.article}>
      <img className={styles.hero} src={item.image.fileRepository.cdnLink} alt="" width={160} height={160} />
      <p className={styles.meta}>{facts}</p>
      <h2 className={styles.articleTitle}>{item.title}</h2>
      <p className={styles.lead}>{item.summary}</p>
      <div className={styles.body}>
        {item.body.map((paragraph, index) => (
          // Paragraphs have no ids; their order is their identity and never changes on the page.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {go?.link ? (
        <SiteLinkTo link={go.link} className={`${buttons.primary} ${styles.go}`}>
          {go.label}
        </SiteLinkTo>
      ) : null}
    </article>
  );
}

export function EventList({ events }: { events: readonly SiteEvent[] }) {
  return (
    <CardList
      items={events}
      label={M.eventTitle}
      href={(event) => `/event/${event.id}`}
      cardClassName={(event) => (event.isEnded ? `${styles.card} ${styles.ended}` : styles.card)}
    >
      {(event) => (
        <>
          <p className={styles.meta}>
            <EventBadge event={event} />
            <span>{period(event)}</span>
          </p>
          <h2 className={styles.cardTitle}>{event.title}</h2>
          <p className={styles.summary}>{event.summary}</p>
        </>
      )}
    </CardList>
  );
}

export function EventDetailView({ event }: { event: SiteEventDetail }) {
  return (
    <Article
      item={event}
      facts={
        <>
          <EventBadge event={event} />
          <span>{period(event)}</span>
          <span>{M.views(formatCount(event.hits))}</span>
        </>
      }
      go={event.isEnded ? null : { label: M.eventGo, link: event.link }}
    />
  );
}

export function ContentList({ contents }: { contents: readonly Content[] }) {
  return (
    <CardList items={contents} label={M.contentTitle} href={(content) => `/content/${content.id}`}>
      {(content) => (
        <>
          <h2 className={styles.cardTitle}>{content.title}</h2>
          <p className={styles.summary}>{content.summary}</p>
          <p className={styles.meta}>
            <span>{formatSeoulDate(content.createDate)}</span>
            <span>{M.views(formatCount(content.hits))}</span>
          </p>
        </>
      )}
    </CardList>
  );
}

export function ContentDetailView({ content }: { content: ContentDetail }) {
  return (
    <Article
      item={content}
      facts={
        <>
          <span>{formatSeoulDate(content.createDate)}</span>
          <span>{M.views(formatCount(content.hits))}</span>
        </>
      }
      go={{ label: M.contentGo, link: content.link }}
    />
  );
}

/** A content card for rows elsewhere (the home's 읽어 볼 만한 콘텐츠). */
export function ContentCard({ content }: { content: Content }) {
  return (
    <Link to={`/content/${content.id}`} className={styles.tile}>
      <img src={content.image.fileRepository.cdnLink} alt="" width={64} height={64} loading="lazy" />
      <span className={styles.tileTitle}>{content.title}</span>
    </Link>
  );
}
