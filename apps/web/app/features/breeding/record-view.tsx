/** The daily record page body: date, farm, values with units, water change, feeding, fish, note, photos, likes, comments. */
import type { DailyRecord } from "@mulmung/contract/breeding";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { THIRD_COLUMN_SIZES } from "../../components/image-sources.ts";
import { useImageViewer } from "../../components/image-viewer/use-image-viewer.tsx";
import { SHELL_MESSAGE } from "../../components/messages.ts";
import photo from "../../components/photo.module.css";
import { farmPath, PATH } from "../../lib/paths.ts";
import styles from "./breeding.module.css";
import { BREEDING_MESSAGE as M } from "./messages.ts";
import { OwnerActions } from "./owner-actions.tsx";
import type { SocialState } from "./social.server.ts";
import { Comments, SocialBar } from "./social.tsx";
import { TANK_MESSAGE as T } from "./tank-messages.ts";
import { WaterAlerts } from "./tank-panel.tsx";

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
  const photoName = `${record.breedingFarmName} ${record.recordDate}`;
  const viewer = useImageViewer(photoName);
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
          <span className={`${badges.pill} ${badges.neutral} ${record.isPublic ? styles.badgePublic : styles.badge}`}>
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
        {record.waterAlerts.length > 0 ? <WaterAlerts alerts={record.waterAlerts} label={T.water} /> : null}
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
          <div className={photo.grid}>
            {record.imageUrls.map((url, index) => (
              <button
                key={url}
                type="button"
                className={photo.open}
                onClick={() => viewer.open(record.imageUrls, index)}
                aria-label={SHELL_MESSAGE.openImage(photoName, index + 1, record.imageUrls.length)}
              >
                <FallbackImage src={url} alt="" sizes={THIRD_COLUMN_SIZES} />
              </button>
            ))}
          </div>
        ) : null}
        {viewer.element}
        <SocialBar social={social} commentCount={record.commentCount} />
        {record.isMine && !publicView ? (
          <OwnerActions
            editHref={`${PATH.recordRegistration}?id=${record.id}`}
            isPublic={record.isPublic}
            deleteIntent="deleteRecord"
          />
        ) : null}
      </section>
      <Comments parent={{ kind: "record", id: record.id }} social={social} viewerId={viewerId} />
    </div>
  );
}
