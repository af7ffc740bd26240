/** "최근 본 사육장": the farm view history of this device (read in the browser only). */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import chip from "../../components/chip.module.css";
import { farmPath } from "../../lib/paths.ts";
import styles from "./breeding.module.css";
import { BREEDING_MESSAGE as M } from "./messages.ts";
import { type FarmViewEntry, readFarmViewHistory } from "./view-history.ts";

export function RecentFarms() {
  const [farms, setFarms] = useState<FarmViewEntry[]>([]);
  useEffect(() => {
    try {
      setFarms(readFarmViewHistory(window.localStorage));
    } catch {
      // Storage unavailable: nothing to show.
    }
  }, []);
  if (farms.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recent-farms">
      <h2 id="recent-farms" className={styles.sectionTitle}>
        {M.recentFarms}
      </h2>
      <div className={styles.row}>
        {farms.map((farm) => (
          <Link key={farm.id} to={farmPath(farm.id, true)} className={`${chip.chip} ${chip.tall} ${styles.chip}`}>
            {farm.breedingFarmName}
          </Link>
        ))}
      </div>
    </section>
  );
}
