/** The event list and page (/event, /event/:id), the content list and page (/content, /content/:id). */
import type { Content, ContentDetail, SiteEvent, SiteEventDetail } from "@mulmung/contract/content";
import { formatCount } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
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

export function EventList({ events }: { events: readonly SiteEvent[] }) {
  if (events.length === 0) return <EmptyState kind="preparing" />;
  return (
    <ul className={`${lists.plain} ${styles.list}`} aria-label={M.eventTitle}>
      {events.map((event, index) => (
        <li key={event.id}>
          <Link to={`/event/${event.id}`} className={event.isEnded ? `${styles.card} ${styles.ended}` : styles.card}>
            <img
              className={styles.thumb}
              src={event.image.fileRepository.cdnLink}
              alt=""
              width={88}
              height={88}
              loading={index < 4 ? "eager" : "lazy"}
            />
            <div className={styles.cardBody}>
              <p className={styles.meta}>
                <EventBadge event={event} />
                <span>{period(event)}</span>
              </p>
              <h2 className={styles.cardTitle}>{event.title}</h2>
              <p className={styles.summary}>{event.summary}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Paragraphs({ body }: { body: readonly string[] }) {
  return (
    <div className={styles.body}>
      {body.map((paragraph, index) => (
        // Paragraphs have no ids; their order is their identity and never changes on the page.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export function EventDetailView({ event }: { event: SiteEventDetail }) {
  return (
    <article className={styles.article}>
      <img className={styles.hero} src={event.image.fileRepository.cdnLink} alt="" width={160} height={160} />
      <p className={styles.meta}>
        <EventBadge event={event} />
        <span>{period(event)}</span>
        <span>{M.views(formatCount(event.hits))}</span>
      </p>
      <h2 className={styles.articleTitle}>{event.title}</h2>
      <p className={styles.lead}>{event.summary}</p>
      <Paragraphs body={event.body} />
      {event.link && !event.isEnded ? (
        <SiteLinkTo link={event.link} className={`${buttons.primary} ${styles.go}`}>
          {M.eventGo}
        </SiteLinkTo>
      ) : null}
    </article>
  );
}

export function ContentList({ contents }: { contents: readonly Content[] }) {
  if (contents.length === 0) return <EmptyState kind="preparing" />;
  return (
    <ul className={`${lists.plain} ${styles.list}`} aria-label={M.contentTitle}>
      {contents.map((content, index) => (
        <li key={content.id}>
          <Link to={`/content/${content.id}`} className={styles.card}>
            <img
              className={styles.thumb}
              src={content.image.fileRepository.cdnLink}
              alt=""
              width={88}
              height={88}
              loading={index < 4 ? "eager" : "lazy"}
            />
            <div className={styles.cardBody}>
              <h2 className={styles.cardTitle}>{content.title}</h2>
              <p className={styles.summary}>{content.summary}</p>
              <p className={styles.meta}>
                <span>{formatSeoulDate(content.createDate)}</span>
                <span>{M.views(formatCount(content.hits))}</span>
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ContentDetailView({ content }: { content: ContentDetail }) {
  return (
    <article className={styles.article}>
      <img className={styles.hero} src={content.image.fileRepository.cdnLink} alt="" width={160} height={160} />
      <p className={styles.meta}>
        <span>{formatSeoulDate(content.createDate)}</span>
        <span>{M.views(formatCount(content.hits))}</span>
      </p>
      <h2 className={styles.articleTitle}>{content.title}</h2>
      <p className={styles.lead}>{content.summary}</p>
      <Paragraphs body={content.body} />
      {content.link ? (
        <SiteLinkTo link={content.link} className={`${buttons.primary} ${styles.go}`}>
          {M.contentGo}
        </SiteLinkTo>
      ) : null}
    </article>
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
