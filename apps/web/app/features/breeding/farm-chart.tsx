/**
 * A farm's values over time: one series per data name (chosen with chips), its unit on the axis, and a
 * 30/90/365-day range. uPlot loads only when the chart comes near the screen in the browser (lazy import), so a
 * page whose chart is further down does not build it during its first load.
 */
import type { Chart } from "@mulmung/contract/breeding";
import { CHART_RANGES } from "@mulmung/domain/limits";
import { seoulDateKey, toSeoulParts } from "@mulmung/domain/time";
import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import chip from "../../components/chip.module.css";
import stack from "../../components/stack.module.css";
import styles from "./breeding.module.css";
import { axisLabels, chartXRange, daySeconds, rangeStart } from "./chart-axis.ts";
import { BREEDING_MESSAGE as M } from "./messages.ts";

/**
 * uPlot's axes read a Date's local fields: this one carries Seoul's wall clock (the domain's `toSeoulParts`) in any
 * browser. `uPlot.tzDate` formats every tick through Intl with a time zone, which costed a long task on a slow phone.
 */
function seoulWallClock(seconds: number): Date {
  const p = toSeoulParts(seconds * 1000);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

export function FarmChart({ chart, loadedDays }: { chart: Chart; loadedDays: number }) {
  const [days, setDays] = useState<number>(loadedDays >= 365 ? 365 : 30);
  const [, setSearchParams] = useSearchParams();
  const pickRange = (range: number) => {
    setDays(range);
    // A longer range than the page holds: load it (the page's loader takes ?chartDays=).
    if (range > loadedDays) {
      setSearchParams(
        (params) => {
          params.set("chartDays", String(range));
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };
  const [selected, setSelected] = useState<number | null>(chart.items[0]?.breedingDataNameId ?? null);
  const series = chart.items.find((s) => s.breedingDataNameId === selected) ?? chart.items[0];
  const points = useMemo(() => {
    if (!series) return [];
    const from = rangeStart(chart.endDate, days);
    const start = series.dates.findIndex((date) => date >= from);
    if (start < 0) return [];
    return series.dates.slice(start).map((recordDate, i) => ({ recordDate, value: series.values[start + i] ?? 0 }));
  }, [series, chart.endDate, days]);
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    const element = box.current;
    if (!element || !series || points.length === 0) return;
    let plot: { destroy: () => void } | undefined;
    let live = true;
    const draw = async () => {
      try {
        const [{ default: UPlot }] = await Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]);
        // The library's evaluation and the chart's drawing as two tasks, not one long one on a slow phone.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (!live) return;
        element.replaceChildren();
        const xs = points.map((p) => daySeconds(p.recordDate));
        // The whole chosen range, days without a record included (not only the days that have one).
        const [xMin, xMax] = chartXRange(chart.endDate, days);
        const ys = points.map((p) => p.value);
        const drawn = new UPlot(
          {
            width: Math.max(element.clientWidth, 240),
            height: 200,
            tzDate: seoulWallClock,
            legend: { show: false },
            hooks: {
              // The span drawn, as days (for tests and tools): the x axis's first and last day.
              setScale: [
                (u, key) => {
                  const { min, max } = u.scales.x ?? {};
                  if (key !== "x" || min == null || max == null) return;
                  element.dataset.chartFrom = seoulDateKey(min * 1000);
                  element.dataset.chartTo = seoulDateKey(max * 1000);
                },
              ],
            },
            scales: { x: { time: true, range: () => [xMin, xMax] } },
            axes: [
              {
                stroke: "#626c78",
                grid: { stroke: "#eef0f3" },
                values: (_self, splits, _axis, _space, step) => axisLabels(splits, step),
              },
              {
                stroke: "#626c78",
                grid: { stroke: "#eef0f3" },
                label: `${series.dataName} (${series.unit})`,
                size: 56,
              },
            ],
            series: [
              {},
              {
                label: `${series.dataName} (${series.unit})`,
                stroke: "#0a66dd",
                width: 2,
                points: { show: points.length <= 60, size: 5, fill: "#0a66dd" },
              },
            ],
          },
          [xs, ys],
          element,
        );
        plot = drawn;
        setStatus("ready");
      } catch {
        if (live) setStatus("failed");
      }
    };
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        void draw();
      },
      { rootMargin: "200px 0px" },
    );
    near.observe(element);
    return () => {
      live = false;
      near.disconnect();
      plot?.destroy();
    };
  }, [series, points, chart.endDate, days]);

  return (
    <section className={styles.section} aria-labelledby="chart-title" data-testid="farm-chart">
      <div className={stack.spread}>
        <h2 id="chart-title" className={styles.sectionTitle}>
          {M.chart}
        </h2>
        <fieldset className={`${styles.row} ${styles.plainFieldset}`} aria-label={M.chart}>
          {CHART_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              className={`${chip.chip} ${chip.tall} ${days === range ? styles.chipActive : styles.chip}`}
              aria-pressed={days === range}
              onClick={() => pickRange(range)}
            >
              {M.chartRange(range)}
            </button>
          ))}
        </fieldset>
      </div>
      {chart.items.length === 0 ? (
        <p className={styles.hint}>{M.chartEmpty}</p>
      ) : (
        <>
          <fieldset className={`${styles.row} ${styles.plainFieldset}`} aria-label={M.values}>
            {chart.items.map((s) => (
              <button
                key={s.breedingDataNameId}
                type="button"
                className={`${chip.chip} ${chip.tall} ${s.breedingDataNameId === series?.breedingDataNameId ? styles.chipActive : styles.chip}`}
                aria-pressed={s.breedingDataNameId === series?.breedingDataNameId}
                onClick={() => setSelected(s.breedingDataNameId)}
              >
                {s.dataName}
              </button>
            ))}
          </fieldset>
          {points.length === 0 ? (
            <p className={styles.hint}>{M.chartEmpty}</p>
          ) : (
            <div className={styles.chart}>
              <div ref={box} className={styles.chartBox} data-chart-points={points.length} />
              {status === "loading" ? <p className={styles.hint}>{M.chartLoading}</p> : null}
              {/* The numbers behind the line, for screen readers and as a fallback. */}
              <table className="visually-hidden">
                <caption>{`${series?.dataName} (${series?.unit})`}</caption>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.recordDate}>
                      <th scope="row">{p.recordDate}</th>
                      <td>{p.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
