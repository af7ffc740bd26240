/**
 * Water alerts (issue 30): what a daily record's values say against the fish living in its farm now (domain
 * waterAlerts), shown with the record and on the farm page, and told to the member as a notification and push
 * (topic WATER_ALERT, which they can turn off) by a job the record's save sends in its own transaction. A new tank's
 * nitrogen cycle (domain nitrogenCycle) is read from the same values.
 */
import type { NitrogenCycle, WaterAlert } from "@mulmung/contract/breeding";
import { seoulDateKey } from "@mulmung/domain/time";
import {
  type CycleReading,
  nitrogenCycle,
  WATER_ALERT_LEVEL_LABEL,
  type WaterRecord,
  waterAlerts,
} from "@mulmung/domain/water";
import type { Executor } from "../../db/client.ts";
import type { NotificationService } from "../notification/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { mergedInhabitants } from "./inhabitants.ts";
import { createTankRepository, type RecordValues } from "./tank-repository.ts";

export const WATER_ALERT_JOB = "breeding.water-alert";
export interface WaterAlertData {
  recordId: number;
}

const DAY_MS = 86_400_000;
/** A farm made this recently is a new tank: its page shows the cycle whatever stage it is at. */
const NEW_TANK_DAYS = 60;
/** The readings a cycle is read from: a cycle takes four to eight weeks, so the last 90 days hold a whole one. */
const CYCLE_READING_DAYS = 90;

/** A record's values by data code, as the domain's water rules read them. */
export function valuesByCode(values: readonly { code: string; value: number }[]): WaterRecord {
  return Object.fromEntries(values.map((v) => [v.code, v.value]));
}

/**
 * The alerts of each record, judged against its farm's fish now: one query for the inhabitants of every farm the
 * records belong to, none when no record has a value.
 */
export async function alertsByRecord(
  db: Executor,
  records: readonly { id: number; breeding_farm_id: number; values: readonly { code: string; value: number }[] }[],
): Promise<Map<number, WaterAlert[]>> {
  const judged = records.filter((r) => r.values.length > 0);
  const alerts = new Map<number, WaterAlert[]>();
  if (judged.length === 0) return alerts;
  const farmIds = [...new Set(judged.map((r) => r.breeding_farm_id))];
  const rows = await createTankRepository(db).currentInhabitants(farmIds);
  const byFarm = new Map(
    farmIds.map((id) => [id, mergedInhabitants(rows.filter((r) => r.inhabitant.breedingFarmId === id))]),
  );
  for (const r of judged) alerts.set(r.id, waterAlerts(valuesByCode(r.values), byFarm.get(r.breeding_farm_id) ?? []));
  return alerts;
}

/**
 * The water part of a farm's tank panel: its latest record with values and that record's alerts, and the
 * nitrogen cycle of a new tank (made in the last 60 days) or of one whose readings show a cycle under way.
 * `publicOnly` for anyone but the owner: their records made private stay out.
 */
export async function farmWater(
  db: Executor,
  farm: { id: number; createDate: string | Date },
  publicOnly: boolean,
  now: Date,
): Promise<{
  latestRecord: { id: number; recordDate: string; waterAlerts: WaterAlert[] } | null;
  nitrogenCycle: NitrogenCycle | null;
}> {
  const repo = createTankRepository(db);
  const since = seoulDateKey(now.getTime() - (CYCLE_READING_DAYS - 1) * DAY_MS);
  const [[latest], values] = await Promise.all([
    repo.recordsWithValues({ farmId: farm.id, publicOnly }),
    repo.cycleReadings(farm.id, since, publicOnly),
  ]);
  const alerts = latest ? await alertsByRecord(db, [latest]) : new Map<number, WaterAlert[]>();

  const byDate = new Map<string, CycleReading>();
  for (const v of values) {
    const reading = byDate.get(v.date) ?? { date: v.date };
    if (v.code === "AMMONIA") reading.ammonia = v.value;
    else reading.nitrite = v.value;
    byDate.set(v.date, reading);
  }
  const cycle = nitrogenCycle([...byDate.values()]);
  const isNew = now.getTime() - new Date(farm.createDate).getTime() <= NEW_TANK_DAYS * DAY_MS;
  const underWay = cycle.stage === "AMMONIA_RISING" || cycle.stage === "NITRITE_PEAK";

  return {
    latestRecord: latest
      ? { id: latest.id, recordDate: latest.record_date, waterAlerts: alerts.get(latest.id) ?? [] }
      : null,
    nitrogenCycle: isNew || underWay ? cycle : null,
  };
}

/** The notification a record's alerts make: the worst first in the body, the rest counted. */
function alertMessage(record: RecordValues, alerts: readonly WaterAlert[]) {
  const [first] = alerts as [WaterAlert, ...WaterAlert[]];
  const more = alerts.length > 1 ? ` 외 ${alerts.length - 1}건` : "";
  return {
    memberId: record.member_id,
    topic: "WATER_ALERT" as const,
    title: `수질 ${WATER_ALERT_LEVEL_LABEL[first.level]}: ${record.breeding_farm_name}`,
    body: `${first.message}${more}`,
    pageLink: `/breeding/daily-record/${record.id}`,
  };
}

export function createWaterAlertNotifier(
  deps: Pick<ServiceDeps, "db"> & { notifications: Pick<NotificationService, "notify"> },
) {
  return {
    /**
     * Job: a record saved with values tells its owner what they say, when they say anything. Read when the job
     * runs, so a record changed again in between is judged as it is now; gone, it tells nothing.
     * Returns the notification's id, or null when nothing was sent (no alert, topic off, record gone).
     */
    async notifyRecord(data: WaterAlertData): Promise<number | null> {
      const [record] = await createTankRepository(deps.db).recordsWithValues({ ids: [data.recordId] });
      if (!record) return null;
      const alerts = (await alertsByRecord(deps.db, [record])).get(record.id) ?? [];
      if (alerts.length === 0) return null;
      return deps.notifications.notify(alertMessage(record, alerts));
    },
  };
}

export type WaterAlertNotifier = ReturnType<typeof createWaterAlertNotifier>;
