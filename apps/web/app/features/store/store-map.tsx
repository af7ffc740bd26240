/**
 * The store map, loaded only in map mode (its own chunk). It needs no map tiles or outside service: a
 * light SVG map plots the stores by their coordinates around the searched position, with distance rings
 * and a km grid. Drag to move (then 이 위치에서 다시 검색), +/− to zoom, a number to see that store.
 */
import type { Affiliate } from "@mulmung/contract/catalog";
import type { GeoPosition } from "@mulmung/domain/display";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { clampSpan, fromKm, gridStepKm, initialSpanKm, MAP_ASPECT, type PointKm, toKm } from "./map-projection.ts";
import { STORE_MESSAGE } from "./messages.ts";
import { StoreCard } from "./store-card.tsx";
import styles from "./store-map.module.css";

export interface StoreMapProps {
  center: GeoPosition;
  stores: Affiliate[];
  radius: number;
  activeIndex: number;
  isShowStoreByMap: boolean;
  isRefresh: boolean;
  onSelect: (index: number) => void;
  onStep: (by: 1 | -1) => void;
  onCloseCard: () => void;
  /** The map was dragged: the position now in its middle. */
  onMoved: (position: GeoPosition) => void;
  onRefresh: () => void;
}

const RING_KM = [1, 2, 3, 5, 10, 20, 30, 50];

/** Indexes 0..count-1 with the active one moved to the end. */
function markerOrder(count: number, active: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index).filter((index) => index !== active);
  return active >= 0 && active < count ? [...order, active] : order;
}

export default function StoreMap({
  center,
  stores,
  radius,
  activeIndex,
  isShowStoreByMap,
  isRefresh,
  onSelect,
  onStep,
  onCloseCard,
  onMoved,
  onRefresh,
}: StoreMapProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<PointKm>({ x: 0, y: 0 });
  const [span, setSpan] = useState(() => initialSpanKm(center, stores, radius));
  const drag = useRef<{ pointerId: number; startX: number; startY: number; from: PointKm; moved: boolean } | null>(
    null,
  );

  // A new search recentres the map and fits the new stores.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new searched position or radius refits.
  useEffect(() => {
    setView({ x: 0, y: 0 });
    setSpan(initialSpanKm(center, stores, radius));
  }, [center.latitude, center.longitude, radius]);

  const spanY = span * MAP_ASPECT;
  const unit = span / 9; // marker size: constant on screen whatever the zoom
  const step = gridStepKm(span);
  const points = stores.map((store) => toKm(center, store));

  const kmPerPixel = () => (2 * span) / (svg.current?.clientWidth || 1);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      from: view,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < 5) return;
    if (!current.moved) {
      current.moved = true;
      svg.current?.setPointerCapture(event.pointerId);
    }
    const k = kmPerPixel();
    setView({ x: current.from.x - dx * k, y: current.from.y + dy * k });
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    const k = kmPerPixel();
    const moved = {
      x: current.from.x - (event.clientX - current.startX) * k,
      y: current.from.y + (event.clientY - current.startY) * k,
    };
    onMoved(fromKm(center, moved));
  };

  const onMarkerKey = (index: number) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(index);
    }
  };

  const gridLines: number[] = [];
  for (let k = Math.floor((view.x - span) / step); k <= Math.ceil((view.x + span) / step); k += 1) gridLines.push(k);
  const gridRows: number[] = [];
  for (let k = Math.floor((view.y - spanY) / step); k <= Math.ceil((view.y + spanY) / step); k += 1) gridRows.push(k);
  const rings = RING_KM.filter((km) => km < span * 1.6).slice(-4);
  const active = isShowStoreByMap ? stores[activeIndex] : undefined;

  return (
    <div className={styles.wrap} data-store-map>
      <svg
        ref={svg}
        className={styles.map}
        viewBox={`${view.x - span} ${-view.y - spanY} ${2 * span} ${2 * spanY}`}
        role="application"
        aria-label={STORE_MESSAGE.mapLabel}
        aria-describedby="store-map-help"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        <rect
          x={view.x - span * 2}
          y={-view.y - spanY * 2}
          width={span * 4}
          height={spanY * 4}
          className={styles.land}
        />
        {gridLines.map((k) => (
          <line
            key={`x${k}`}
            x1={k * step}
            x2={k * step}
            y1={-view.y - spanY * 2}
            y2={-view.y + spanY * 2}
            className={styles.grid}
            strokeWidth={unit / 20}
          />
        ))}
        {gridRows.map((k) => (
          <line
            key={`y${k}`}
            y1={-k * step}
            y2={-k * step}
            x1={view.x - span * 2}
            x2={view.x + span * 2}
            className={styles.grid}
            strokeWidth={unit / 20}
          />
        ))}
        {radius > 0 ? <circle cx={0} cy={0} r={radius} className={styles.radius} strokeWidth={unit / 12} /> : null}
        {rings.map((km) => (
          <g key={km}>
            <circle
              cx={0}
              cy={0}
              r={km}
              className={styles.ring}
              strokeWidth={unit / 24}
              strokeDasharray={`${unit / 6} ${unit / 6}`}
            />
            <text x={0} y={-km - unit / 8} className={styles.ringLabel} fontSize={unit * 0.32} textAnchor="middle">
              {km}km
            </text>
          </g>
        ))}
        <g>
          <circle cx={0} cy={0} r={unit * 0.55} className={styles.meHalo} />
          <circle cx={0} cy={0} r={unit * 0.22} className={styles.me} strokeWidth={unit / 16} />
        </g>
        {/* The picked marker is drawn last so that it sits on top of its neighbours. */}
        {markerOrder(points.length, isShowStoreByMap ? activeIndex : -1).map((index) => {
          const point = points[index] as PointKm;
          const store = stores[index] as Affiliate;
          const isActive = isShowStoreByMap && index === activeIndex;
          const r = isActive ? unit * 0.42 : unit * 0.34;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG marker cannot be a <button>; it has role, focus and keys.
            <g
              key={store.id}
              role="button"
              tabIndex={0}
              aria-label={`${index + 1}. ${store.name}`}
              aria-pressed={isActive}
              className={isActive ? styles.markerActive : styles.marker}
              transform={`translate(${point.x} ${-point.y})`}
              onClick={() => onSelect(index)}
              onKeyDown={onMarkerKey(index)}
              data-marker={store.id}
            >
              <path
                d={`M0 0 L${-r * 0.6} ${-r * 1.2} A${r} ${r} 0 1 1 ${r * 0.6} ${-r * 1.2} Z`}
                className={styles.pin}
                strokeWidth={unit / 24}
              />
              <text
                y={-r * 1.55}
                fontSize={r * 0.95}
                textAnchor="middle"
                dominantBaseline="middle"
                className={styles.pinText}
              >
                {index + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <p id="store-map-help" className={styles.help}>
        {STORE_MESSAGE.mapHelp}
      </p>
      <div className={styles.zoom}>
        <button type="button" onClick={() => setSpan((s) => clampSpan(s / 1.6))} aria-label={STORE_MESSAGE.zoomIn}>
          +
        </button>
        <button type="button" onClick={() => setSpan((s) => clampSpan(s * 1.6))} aria-label={STORE_MESSAGE.zoomOut}>
          −
        </button>
      </div>
      {isRefresh ? (
        <button type="button" className={styles.refresh} onClick={onRefresh}>
          {STORE_MESSAGE.refreshHere}
        </button>
      ) : null}
      {active ? (
        <div className={styles.card} data-map-card>
          <StoreCard store={active} index={activeIndex} compact />
          <div className={styles.cardNav}>
            <button type="button" onClick={() => onStep(-1)} aria-label={STORE_MESSAGE.prevStore}>
              ‹
            </button>
            <span>{STORE_MESSAGE.storeOf(activeIndex + 1, stores.length)}</span>
            <button type="button" onClick={() => onStep(1)} aria-label={STORE_MESSAGE.nextStore}>
              ›
            </button>
            <button type="button" onClick={onCloseCard} aria-label={STORE_MESSAGE.close} className={styles.cardClose}>
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
