/**
 * The store map, loaded only in map mode (its own chunk), drawn by Kakao Maps' SDK (decision 051; the local
 * stand-in's grid while the stand-ins are on): a numbered marker per store, grouped into clusters once zoomed out
 * past the first view, my position, and the picked store's card. Drag to move (then 이 위치에서 다시 검색), +/− to
 * zoom, a number to see that store. If the SDK cannot load, the page shows the list instead (onUnavailable).
 */
import type { Affiliate } from "@mulmung/contract/catalog";
import type { GeoPosition } from "@mulmung/domain/display";
import { useEffect, useRef, useState } from "react";
import type { KakaoCustomOverlay, KakaoMap, KakaoMaps, KakaoMarkerClusterer } from "./kakao-maps.ts";
import { loadKakaoMaps } from "./kakao-maps.ts";
import { initialSpanKm, levelToFit, MAP_ASPECT, MAX_LEVEL, MIN_LEVEL, roundPosition } from "./map-projection.ts";
import { STORE_MESSAGE } from "./messages.ts";
import { StoreCard } from "./store-card.tsx";
import styles from "./store-map.module.css";

export interface StoreMapProps {
  /** The SDK's script (Kakao's, or the local stand-in's). */
  scriptUrl: string;
  center: GeoPosition;
  /** The device's position (SPEC's myPosition; Seoul City Hall until shared). */
  myPosition: GeoPosition;
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
  /** The SDK could not load. */
  onUnavailable: () => void;
}

interface MapKit {
  maps: KakaoMaps;
  map: KakaoMap;
  clusterer: KakaoMarkerClusterer;
}

interface StoreMarker {
  overlay: KakaoCustomOverlay;
  button: HTMLButtonElement;
}

/** Clusters of markers closer than this many pixels, once zoomed out past the first view. */
const CLUSTER_GRID_PX = 56;

/** The level that shows the search: its radius, or the nearest stores. */
function fittedLevel(box: HTMLElement, center: GeoPosition, stores: Affiliate[], radius: number): number {
  const halfPx = Math.min(box.clientWidth / 2, box.clientHeight / 2 / MAP_ASPECT);
  return levelToFit(initialSpanKm(center, stores, radius), halfPx);
}

function markerButton(store: Affiliate, index: number, onClick: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = styles.marker ?? "";
  button.dataset.marker = String(store.id);
  button.setAttribute("aria-label", `${index + 1}. ${store.name}`);
  button.setAttribute("aria-pressed", "false");
  button.textContent = String(index + 1);
  button.addEventListener("click", onClick);
  return button;
}

function myPositionDot(): HTMLElement {
  const dot = document.createElement("span");
  dot.className = styles.me ?? "";
  dot.setAttribute("role", "img");
  dot.setAttribute("aria-label", STORE_MESSAGE.myPositionMarker);
  dot.dataset.myPosition = "";
  return dot;
}

export default function StoreMap(props: StoreMapProps) {
  const { center, myPosition, stores, radius, activeIndex, isShowStoreByMap, isRefresh } = props;
  const box = useRef<HTMLDivElement>(null);
  const kit = useRef<MapKit | null>(null);
  const markers = useRef<StoreMarker[]>([]);
  const me = useRef<KakaoCustomOverlay | null>(null);
  // The handlers the SDK's listeners call: always this render's.
  const latest = useRef(props);
  latest.current = props;
  const [level, setLevel] = useState(0);
  const storeKey = stores.map((store) => store.id).join(",");

  // The map is built once per script; the effects below follow the search.
  useEffect(() => {
    let cancelled = false;
    let resized: ResizeObserver | undefined;
    loadKakaoMaps(props.scriptUrl).then(
      (maps) => {
        const element = box.current;
        if (cancelled || !element) return;
        const first = latest.current;
        const fit = fittedLevel(element, first.center, first.stores, first.radius);
        const map = new maps.Map(element, {
          center: new maps.LatLng(first.center.latitude, first.center.longitude),
          level: fit,
        });
        const clusterer = new maps.MarkerClusterer({
          map,
          averageCenter: true,
          gridSize: CLUSTER_GRID_PX,
          minLevel: fit + 1,
        });
        maps.event.addListener(map, "dragend", () => {
          const middle = map.getCenter();
          latest.current.onMoved(roundPosition(middle.getLat(), middle.getLng()));
        });
        maps.event.addListener(map, "zoom_changed", () => setLevel(map.getLevel()));
        // A turned phone or a resized window: the SDK must be told (Kakao's relayout).
        resized = new ResizeObserver(() => map.relayout());
        resized.observe(element);
        kit.current = { maps, map, clusterer };
        setLevel(fit);
      },
      () => {
        if (!cancelled) latest.current.onUnavailable();
      },
    );
    return () => {
      cancelled = true;
      resized?.disconnect();
    };
  }, [props.scriptUrl]);

  const isReady = level > 0;

  // A new search recentres the map and fits it; clusters start one level out from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new searched position or radius refits.
  useEffect(() => {
    const current = kit.current;
    if (!current || !box.current) return;
    const fit = fittedLevel(box.current, center, stores, radius);
    current.map.setCenter(new current.maps.LatLng(center.latitude, center.longitude));
    current.map.setLevel(fit);
    current.clusterer.setMinLevel(fit + 1);
  }, [isReady, center.latitude, center.longitude, radius]);

  // The stores' markers (again when 더보기 adds stores), handed to the clusterer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store ids identify what is on the map.
  useEffect(() => {
    const current = kit.current;
    if (!current) return;
    current.clusterer.clear();
    markers.current = stores.map((store, index) => {
      const button = markerButton(store, index, () => latest.current.onSelect(index));
      const overlay = new current.maps.CustomOverlay({
        position: new current.maps.LatLng(store.latitude, store.longitude),
        content: button,
        xAnchor: 0.5,
        yAnchor: 1,
        zIndex: 1,
        clickable: true,
      });
      return { overlay, button };
    });
    current.clusterer.addMarkers(markers.current.map((marker) => marker.overlay));
  }, [isReady, storeKey]);

  // The picked store's marker is marked and sits on top of its neighbours.
  // biome-ignore lint/correctness/useExhaustiveDependencies: markers change with the store ids.
  useEffect(() => {
    markers.current.forEach(({ overlay, button }, index) => {
      const isActive = isShowStoreByMap && index === activeIndex;
      button.setAttribute("aria-pressed", String(isActive));
      button.className = (isActive ? styles.markerActive : styles.marker) ?? "";
      overlay.setZIndex(isActive ? 3 : 1);
    });
  }, [isReady, storeKey, activeIndex, isShowStoreByMap]);

  // My position: a dot, not clustered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the position's numbers identify it.
  useEffect(() => {
    const current = kit.current;
    if (!current) return;
    me.current?.setMap(null);
    me.current = new current.maps.CustomOverlay({
      position: new current.maps.LatLng(myPosition.latitude, myPosition.longitude),
      content: myPositionDot(),
      zIndex: 0,
      map: current.map,
    });
  }, [isReady, myPosition.latitude, myPosition.longitude]);

  const zoom = (by: 1 | -1) => kit.current?.map.setLevel(level + by);
  const active = isShowStoreByMap ? stores[activeIndex] : undefined;

  return (
    <div className={styles.wrap} data-store-map data-map-level={level || undefined}>
      <div
        ref={box}
        className={styles.map}
        role="application"
        aria-label={STORE_MESSAGE.mapLabel}
        aria-describedby="store-map-help"
        aria-busy={!isReady}
        data-map-canvas
      />
      <p id="store-map-help" className={styles.help}>
        {STORE_MESSAGE.mapHelp}
      </p>
      <div className={styles.zoom}>
        <button
          type="button"
          onClick={() => zoom(-1)}
          disabled={!isReady || level <= MIN_LEVEL}
          aria-label={STORE_MESSAGE.zoomIn}
        >
          +
        </button>
        <button
          type="button"
          onClick={() => zoom(1)}
          disabled={!isReady || level >= MAX_LEVEL}
          aria-label={STORE_MESSAGE.zoomOut}
        >
          −
        </button>
      </div>
      {isRefresh ? (
        <button type="button" className={styles.refresh} onClick={props.onRefresh}>
          {STORE_MESSAGE.refreshHere}
        </button>
      ) : null}
      {active ? (
        <div className={styles.card} data-map-card>
          <StoreCard store={active} index={activeIndex} compact />
          <div className={styles.cardNav}>
            <button type="button" onClick={() => props.onStep(-1)} aria-label={STORE_MESSAGE.prevStore}>
              ‹
            </button>
            <span>{STORE_MESSAGE.storeOf(activeIndex + 1, stores.length)}</span>
            <button type="button" onClick={() => props.onStep(1)} aria-label={STORE_MESSAGE.nextStore}>
              ›
            </button>
            <button
              type="button"
              onClick={props.onCloseCard}
              aria-label={STORE_MESSAGE.close}
              className={styles.cardClose}
            >
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
