/**
 * A farm's tank on its page (issue 30): the profile, the fish living in it with the stocking figure, the latest
 * record's water alerts and a new tank's nitrogen cycle; the owner adds fish (a species searched by name) and takes
 * them out. Every verdict and alert comes from the API, which computes them with the domain's rules.
 */
import type { BreedingFarm, BreedingFarmInhabitantList, WaterAlert } from "@mulmung/contract/breeding";
import type { Species } from "@mulmung/contract/species";
import { CYCLE_STAGE_LABEL, WATER_ALERT_LEVEL_LABEL } from "@mulmung/domain/water";
import { Form, useFetcher } from "react-router";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { Facts } from "../../components/facts.tsx";
import form from "../../components/form.module.css";
import type { ActionOutcome } from "../../lib/api.server.ts";
import styles from "./breeding.module.css";
import tank from "./tank.module.css";
import { TANK_MESSAGE as T } from "./tank-messages.ts";
import { useActionFeedback } from "./use-action-feedback.ts";

/** The species search of the "물고기 추가" form: what was asked and what came back (null before a search). */
export interface SpeciesSearch {
  word: string;
  results: Species[] | null;
}

/** A record's water alerts, the dangers first (as the API orders them). */
export function WaterAlerts({ alerts, label }: { alerts: readonly WaterAlert[]; label: string }) {
  return (
    <ul className={tank.alerts} aria-label={label}>
      {alerts.map((alert) => (
        <li key={alert.code} className={alert.level === "DANGER" ? tank.danger : tank.caution}>
          <span className={`${badges.tag} ${alert.level === "DANGER" ? badges.danger : badges.orange}`}>
            {WATER_ALERT_LEVEL_LABEL[alert.level]}
          </span>{" "}
          {alert.message}
        </li>
      ))}
    </ul>
  );
}

function profileFacts(farm: BreedingFarm) {
  const hasSize = farm.widthCm !== null || farm.depthCm !== null || farm.heightCm !== null;
  return [
    farm.volumeLiters !== null && ([T.capacity, T.volumeValue(farm.volumeLiters)] as const),
    hasSize && ([T.dimensions, T.dimensionsValue(farm.widthCm, farm.depthCm, farm.heightCm)] as const),
    farm.filter !== null && ([T.filter, farm.filter] as const),
    farm.hasHeater !== null && ([T.heater, farm.hasHeater ? T.heaterOn : T.heaterOff] as const),
    farm.isPlanted && ([T.planted, T.plantedYes] as const),
  ];
}

function Water({ status }: { status: BreedingFarmInhabitantList }) {
  const { latestRecord, nitrogenCycle } = status;
  return (
    <>
      {nitrogenCycle ? (
        <div className={tank.block} data-testid="nitrogen-cycle">
          <h3 className={tank.subTitle}>
            {T.cycle}{" "}
            <span className={`${badges.pill} ${nitrogenCycle.stage === "CYCLED" ? badges.green : badges.info}`}>
              {CYCLE_STAGE_LABEL[nitrogenCycle.stage]}
            </span>
          </h3>
          <p className={styles.hint}>{nitrogenCycle.summary}</p>
        </div>
      ) : null}
      <div className={tank.block} data-testid="farm-water">
        <h3 className={tank.subTitle}>{T.water}</h3>
        {latestRecord === null ? (
          <p className={styles.hint}>{T.noWaterRecord}</p>
        ) : (
          <>
            <span className={styles.meta}>{T.latestRecord(latestRecord.recordDate)}</span>
            {latestRecord.waterAlerts.length > 0 ? (
              <WaterAlerts alerts={latestRecord.waterAlerts} label={T.water} />
            ) : (
              <p className={styles.hint}>{T.noAlerts}</p>
            )}
          </>
        )}
      </div>
    </>
  );
}

function Stocking({ percent }: { percent: number | null }) {
  if (percent === null) return <p className={styles.hint}>{T.stockingUnknown}</p>;
  return (
    <div className={tank.block}>
      <div className={styles.row}>
        <span className={`${tank.subTitle} ${styles.grow}`} id="stocking-label">
          {T.stocking}
        </span>
        <strong data-testid="stocking">{T.stockingValue(percent)}</strong>
      </div>
      <meter
        className={tank.meter}
        aria-labelledby="stocking-label"
        min={0}
        max={150}
        low={80}
        high={100}
        optimum={40}
        value={Math.min(percent, 150)}
      />
      <span className={styles.hint}>{T.stockingHint}</span>
    </div>
  );
}

function RemoveForm({ id, name, count }: { id: number; name: string; count: number }) {
  const fetcher = useFetcher<ActionOutcome>();
  useActionFeedback(fetcher.data, fetcher.state);
  return (
    <fetcher.Form method="post" className={tank.removeForm}>
      <input type="hidden" name="intent" value="removeInhabitant" />
      <input type="hidden" name="inhabitantId" value={id} />
      <input
        type="number"
        name="count"
        className={`${form.control} ${form.compact} ${tank.countInput}`}
        aria-label={T.removeCount(name)}
        min={1}
        max={count}
        step={1}
        defaultValue={count}
        required
      />
      <button type="submit" className={`${buttons.outline} ${buttons.small}`} disabled={fetcher.state !== "idle"}>
        {T.remove}
      </button>
    </fetcher.Form>
  );
}

function AddFish({ search, today }: { search: SpeciesSearch; today: string }) {
  const fetcher = useFetcher<ActionOutcome>();
  useActionFeedback(fetcher.data, fetcher.state);
  return (
    <div className={tank.block}>
      <h3 className={tank.subTitle} id="add-fish-title">
        {T.addFish}
      </h3>
      <Form method="get" preventScrollReset className={styles.searchForm} role="search" aria-label={T.speciesSearch}>
        <input
          type="search"
          name="speciesSearch"
          className={`${form.control} ${form.compact} ${styles.input}`}
          defaultValue={search.word}
          placeholder={T.speciesSearchPlaceholder}
          aria-label={T.speciesSearch}
          maxLength={50}
        />
        <button type="submit" className={`${buttons.secondary} ${buttons.small}`}>
          {T.searchSpecies}
        </button>
      </Form>
      {search.results === null ? (
        <p className={styles.hint}>{T.searchFirst}</p>
      ) : search.results.length === 0 ? (
        <p className={styles.hint}>{T.noSpecies}</p>
      ) : (
        <fetcher.Form method="post" className={tank.addForm} aria-labelledby="add-fish-title">
          <input type="hidden" name="intent" value="addInhabitant" />
          <fieldset className={styles.plainFieldset}>
            <legend className={styles.label}>{T.speciesResults}</legend>
            <div className={tank.speciesList}>
              {search.results.map((s, index) => (
                <label key={s.id} className={tank.speciesOption}>
                  <input type="radio" name="speciesId" value={s.id} defaultChecked={index === 0} required />
                  <span>
                    {s.koreanName} <span className={styles.meta}>{s.scientificName}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className={tank.addRow}>
            <label className={form.field}>
              <span className={`${form.label} ${styles.label}`}>{T.fishCount}</span>
              <input
                type="number"
                name="count"
                className={`${form.control} ${form.compact} ${tank.countInput}`}
                min={1}
                max={10000}
                step={1}
                defaultValue={1}
                required
              />
            </label>
            <label className={form.field}>
              <span className={`${form.label} ${styles.label}`}>{T.addedOn}</span>
              <input
                type="date"
                name="addedOn"
                className={`${form.control} ${form.compact}`}
                max={today}
                defaultValue={today}
                required
              />
            </label>
          </div>
          <button type="submit" className={buttons.primary} disabled={fetcher.state !== "idle"}>
            {T.add}
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}

export function TankPanel({
  farm,
  status,
  owner,
  search,
  today,
}: {
  farm: BreedingFarm;
  status: BreedingFarmInhabitantList;
  /** The owner on their own page: adds and takes out fish. */
  owner: boolean;
  search: SpeciesSearch;
  today: string;
}) {
  const facts = profileFacts(farm);
  return (
    <section className={styles.section} aria-labelledby="tank-title" data-testid="tank-panel">
      <h2 className={styles.sectionTitle} id="tank-title">
        {T.tank}
      </h2>
      {facts.some(Boolean) ? <Facts facts={facts} /> : null}
      <Water status={status} />
      <div className={tank.block}>
        <h3 className={tank.subTitle}>{T.inhabitants}</h3>
        {status.items.length === 0 ? (
          <p className={styles.hint}>{T.noInhabitants}</p>
        ) : (
          <ul className={tank.inhabitants} aria-label={T.inhabitants}>
            {status.items.map((i) => (
              <li key={i.id} className={tank.inhabitant} data-testid="inhabitant">
                <span className={styles.grow}>
                  <strong>{i.koreanName}</strong> {T.count(i.count)}
                  <span className={`${styles.meta} ${tank.since}`}>{T.since(i.addedOn)}</span>
                </span>
                {owner ? <RemoveForm id={i.id} name={i.koreanName} count={i.count} /> : null}
              </li>
            ))}
          </ul>
        )}
        <Stocking percent={status.stockingPercent} />
      </div>
      {owner ? <AddFish search={search} today={today} /> : null}
    </section>
  );
}
