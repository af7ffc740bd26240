/**
 * The farm page body: photo, owner, stats, actions (like, bookmark, share, QR; owner: edit, public, delete), the
 * chart, the tank (profile, fish, water alerts), records, comments.
 */
import type { BreedingFarm, BreedingFarmInhabitantList, Chart, DailyRecord } from "@mulmung/contract/breeding";
import { formatCount } from "@mulmung/domain/display";
import { useEffect } from "react";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { useImageViewer } from "../../components/image-viewer/use-image-viewer.tsx";
import { SHELL_MESSAGE } from "../../components/messages.ts";
import photo from "../../components/photo.module.css";
import { PATH } from "../../lib/paths.ts";
import styles from "./breeding.module.css";
import { CardSection, RecordCard } from "./cards.tsx";
import { FarmChart } from "./farm-chart.tsx";
import { BREEDING_MESSAGE as M } from "./messages.ts";
import { OwnerActions } from "./owner-actions.tsx";
import { QrButton, ShareButton } from "./share-and-qr.tsx";
import type { SocialState } from "./social.server.ts";
import { Comments, SocialBar } from "./social.tsx";
import { type SpeciesSearch, TankPanel } from "./tank-panel.tsx";
import { recordFarmView } from "./view-history.ts";

export function FarmView({
  farm,
  chart,
  chartDays,
  records,
  social,
  tank,
  speciesSearch,
  today,
  viewerId,
  publicView,
}: {
  farm: BreedingFarm;
  chart: Chart;
  chartDays: number;
  records: DailyRecord[];
  social: SocialState;
  tank: BreedingFarmInhabitantList;
  speciesSearch: SpeciesSearch;
  today: string;
  viewerId: number | null;
  publicView: boolean;
}) {
  const viewer = useImageViewer(farm.breedingFarmName);
  useEffect(() => {
    if (!farm.isPublic || farm.isMine) return;
    try {
      recordFarmView(window.localStorage, farm);
    } catch {
      // Storage unavailable: the page works without the history.
    }
  }, [farm]);
  const recordsLink = `${PATH.recordList}?breedingFarmId=${farm.id}${publicView ? "&isPublic=true" : ""}`;
  return (
    <div className={styles.page}>
      <section className={styles.section}>
        <button
          type="button"
          className={photo.open}
          onClick={() => viewer.open(farm.imageUrl ? [farm.imageUrl] : [], 0)}
          aria-label={SHELL_MESSAGE.openImage(farm.breedingFarmName, 1, 1)}
        >
          <FallbackImage
            src={farm.imageUrl ?? undefined}
            alt={farm.breedingFarmName}
            className={styles.hero}
            loading="eager"
            fetchPriority="high"
          />
        </button>
        {viewer.element}
        <div className={styles.row}>
          <h2 className={`${styles.sectionTitle} ${styles.grow}`} data-testid="farm-name">
            {farm.breedingFarmName}
          </h2>
          <span
            className={`${badges.pill} ${badges.neutral} ${farm.isPublic ? styles.badgePublic : styles.badge}`}
            data-testid="farm-visibility"
          >
            {farm.isPublic ? M.publicBadge : M.privateBadge}
          </span>
        </div>
        <div className={styles.meta}>
          <Link to={`${PATH.publicFarms}?memberId=${farm.memberId}`} className={styles.link}>
            {M.owner(farm.nickname)}
          </Link>
          {farm.tankSize ? <span>{farm.tankSize}</span> : null}
          {farm.lastRecordDate ? <span>{M.lastRecord(farm.lastRecordDate)}</span> : null}
        </div>
        {farm.description ? <p className={styles.commentText}>{farm.description}</p> : null}
        <div className={styles.stats}>
          <div className={styles.stat}>
            <strong>{formatCount(farm.recordCount)}</strong>
            <span>{M.records}</span>
          </div>
          <div className={styles.stat}>
            <strong>{formatCount(social.like.likes)}</strong>
            <span>{M.likes}</span>
          </div>
          <div className={styles.stat}>
            <strong>{formatCount(farm.commentCount)}</strong>
            <span>{M.comments}</span>
          </div>
          <div className={styles.stat}>
            <strong>{formatCount(farm.hits)}</strong>
            <span>{M.hits}</span>
          </div>
        </div>
        <SocialBar social={social} commentCount={farm.commentCount} />
        <div className={styles.actionBar}>
          <ShareButton farmId={farm.id} />
          {farm.isMine ? <QrButton farmId={farm.id} farmName={farm.breedingFarmName} /> : null}
        </div>
        {farm.isMine && !publicView ? (
          <OwnerActions
            editHref={`${PATH.farmRegistration}?breedingFarmId=${farm.id}`}
            isPublic={farm.isPublic}
            deleteIntent="deleteFarm"
          />
        ) : null}
      </section>
      {/* The chart first: it loads when it comes near the screen, and stays where visitors know it. */}
      <FarmChart chart={chart} loadedDays={chartDays} />
      <TankPanel farm={farm} status={tank} owner={farm.isMine && !publicView} search={speciesSearch} today={today} />
      <CardSection
        id="records-title"
        title={M.records}
        all={{ to: recordsLink, label: M.allRecords }}
        empty={M.noRecords}
        items={records}
        card={(r) => <RecordCard key={r.id} record={r} publicView={publicView} />}
      >
        {farm.isMine && !publicView ? (
          <Link to={`${PATH.recordRegistration}?breedingFarmId=${farm.id}`} className={buttons.primary}>
            {M.writeRecord}
          </Link>
        ) : null}
      </CardSection>
      <Comments parent={{ kind: "farm", id: farm.id }} social={social} viewerId={viewerId} />
    </div>
  );
}
