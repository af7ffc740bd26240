/** The daily record page body: date, farm, values with units, water change, feeding, fish, note, photos, likes, comments. */
import type { DailyRecord } from "@mulmung/contract/breeding";
import { Link, useFetcher } from "react-router";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import type { ActionOutcome } from "./api.server.ts";
import styles from "./breeding.module.css";
import { BREEDING_MESSAGE as M } from "./messages.ts";
import { BREEDING_PATH, farmPath } from "./paths.ts";
import type { SocialState } from "./social.server.ts";
import { Comments, SocialBar } from "./social.tsx";
import { useActionFeedback } from "./use-action-feedback.ts";

function OwnerActions({ record }: { record: DailyRecord }) {
  const fetcher = useFetcher<ActionOutcome>();
  useActionFeedback(fetcher.data, fetcher.state);
  const confirm = useConfirm();
  return (
    <div className={styles.actionBar}>
      <Link to={`${BREEDING_PATH.recordRegistration}?id=${record.id}`} className={styles.chip}>
        {M.edit}
      </Link>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="setPublic" />
        <input type="hidden" name="isPublic" value={record.isPublic ? "false" : "true"} />
        <button type="submit" className={styles.chip} disabled={fetcher.state !== "idle"}>
          {record.isPublic ? M.makePrivate : M.makePublic}
        </button>
      </fetcher.Form>
      <button
        type="button"
        className={styles.chip}
        onClick={async () => {
          if (await confirm({ message: M.deleteConfirm })) {
            fetcher.submit({ intent: "deleteRecord" }, { method: "post" });
          }
        }}
      >
        {M.delete}
      </button>
    </div>
  );
}

export function RecordView({
  record,
  social,
  viewerId,
  publicView,
}: {
  record: DailyRecord;
  social: SocialState;
  viewerId: number | null;
  publicView: boolean;
}) {
  const facts: [string, string][] = [];
  if (record.waterChangePercent !== null) facts.push([M.waterChange, `${record.waterChangePercent}%`]);
  if (record.feedingCount !== null) facts.push([M.feedingCount, `${record.feedingCount}회`]);
  if (record.feedName) facts.push([M.feedName, record.feedName]);
  facts.push([M.fishAdded, `${record.fishAdded}${M.fishUnit}`]);
  facts.push([M.fishBorn, `${record.fishBorn}${M.fishUnit}`]);
  facts.push([M.fishLost, `${record.fishLost}${M.fishUnit}`]);
  return (
    <div className={styles.page}>
      <section className={styles.section}>
        <div className={styles.row}>
          <h2 className={`${styles.sectionTitle} ${styles.grow}`} data-testid="record-date">
            {record.recordDate}
          </h2>
          <span className={record.isPublic ? styles.badgePublic : styles.badge}>
            {record.isPublic ? M.publicBadge : M.privateBadge}
          </span>
        </div>
        <Link to={farmPath(record.breedingFarmId, publicView)} className={styles.link}>
          {record.breedingFarmName}
        </Link>
        {record.values.length > 0 ? (
          <dl className={styles.valueTable} aria-label={M.values}>
            {record.values.map((v) => (
              <div key={v.breedingDataNameId} style={{ display: "contents" }}>
                <dt>{v.dataName}</dt>
                <dd>
                  {v.value} {v.unit}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <dl className={styles.valueTable}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: "contents" }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {record.note ? <p className={styles.commentText}>{record.note}</p> : null}
        {record.imageUrls.length > 0 ? (
          <div className={styles.photos}>
            {record.imageUrls.map((url) => (
              <img key={url} src={url} alt="" loading="lazy" />
            ))}
          </div>
        ) : null}
        <SocialBar social={social} commentCount={record.commentCount} />
        {record.isMine && !publicView ? <OwnerActions record={record} /> : null}
      </section>
      <Comments comments={social.comments} viewerId={viewerId} canWrite={social.isLoggedIn} />
    </div>
  );
}
