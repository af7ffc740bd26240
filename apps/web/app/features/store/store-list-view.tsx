/**
 * /store: partner stores nearest first from the searched position, with the search word, radius,
 * speciality keywords and 방문 가능 filters in the URL, and two modes (목록 / 지도). The map is its own
 * chunk, imported only when the map mode opens; if it cannot load, the list shows with a notice.
 */
import type { Affiliate } from "@mulmung/contract/catalog";
import { DEFAULT_POSITION } from "@mulmung/domain/constants";
import { formatCount, type GeoPosition } from "@mulmung/domain/display";
import { type ComponentProps, type ComponentType, type ReactNode, useEffect, useReducer, useState } from "react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import chip from "../../components/chip.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import { SearchWordInput } from "../../components/form-field.tsx";
import lists from "../../components/list.module.css";
import scrollRow from "../../components/scroll-row.module.css";
import { ScrollRow } from "../../components/scroll-row.tsx";
import { useToast } from "../../components/toast.tsx";
import { PATH } from "../../lib/paths.ts";
import { STORE_KEYWORDS, STORE_MESSAGE, STORE_RADII } from "./messages.ts";
import { isDefaultPosition, locate, readMyPosition, saveMyPosition } from "./my-position.ts";
import { StoreCard } from "./store-card.tsx";
import styles from "./store-list.module.css";
import type { StoreMapProps } from "./store-map.tsx";
import { initialStorePageState, storePageReducer } from "./store-page-state.ts";
import { type StoreFilters, storeListHref, toggleKeyword } from "./store-query.ts";

export interface StoreListViewProps {
  filters: StoreFilters;
  stores: Affiliate[];
  totalCount: number | undefined;
  /** The 더보기 control under the list (paging is the page's). */
  more: ReactNode;
  /** The map SDK's script (Kakao's, or the local stand-in's); null: no map, map mode shows the list. */
  mapScriptUrl: string | null;
}

/** The radius and keyword filters: small outlined pills, the chosen ones light blue. */
const CHIP = `${chip.chip} ${chip.small} ${chip.tint}`;

function samePosition(a: GeoPosition, b: GeoPosition): boolean {
  return Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6;
}

/** A row of filter chips under the search box. */
function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollRow>
      <ul className={`${lists.plain} ${scrollRow.scrollRow} ${styles.chips}`} aria-label={label}>
        {children}
      </ul>
    </ScrollRow>
  );
}

/** One filter chip: a link to the list with the filter changed, marked while the filter is on. */
function FilterChip({
  to,
  on,
  children,
  ...rest
}: { to: string; on: boolean; children: ReactNode } & ComponentProps<"a">) {
  return (
    <Link to={to} className={CHIP} aria-current={on ? "true" : undefined} preventScrollReset replace {...rest}>
      {children}
    </Link>
  );
}

export function StoreListView({ filters, stores, totalCount, more, mapScriptUrl }: StoreListViewProps) {
  const searchKey = storeListHref(filters);
  const navigate = useNavigate();
  const toast = useToast();
  // The mode lives in the URL (?view=map) so a reload or a shared link keeps it; the page state follows it,
  // and the map chunk is requested only once the address says map mode (a failed chunk then reloads into it).
  const [searchParams] = useSearchParams();
  const isMapInUrl = searchParams.get("view") === "map";
  const [state, dispatch] = useReducer(storePageReducer, isMapInUrl, initialStorePageState);
  useEffect(() => {
    dispatch({ type: isMapInUrl ? "showMap" : "showList" });
  }, [isMapInUrl]);
  const [MapView, setMapView] = useState<ComponentType<StoreMapProps> | null>(null);
  const [mapNotice, setMapNotice] = useState<string | null>(null);
  const [movedTo, setMovedTo] = useState<GeoPosition | null>(null);
  const [isLocating, setLocating] = useState(false);
  const [myPosition, setMyPosition] = useState<GeoPosition | null>(null);
  const center = { latitude: filters.latitude, longitude: filters.longitude };

  // SPEC.md section 3 myPosition: without a position in the URL, search from the device's remembered one.
  // Only on arrival: later searches carry their position in the URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival.
  useEffect(() => {
    let remembered: GeoPosition;
    try {
      remembered = readMyPosition(window.localStorage);
    } catch {
      return;
    }
    setMyPosition(remembered);
    if (!filters.hasPosition && !isDefaultPosition(remembered)) {
      navigate(
        storeListHref({ ...filters, ...remembered, hasPosition: true, view: state.isShowMap ? "map" : "list" }),
        {
          replace: true,
          preventScrollReset: true,
        },
      );
    }
  }, []);

  // Every new search starts with nothing picked on the map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search key is what identifies a search.
  useEffect(() => {
    dispatch({ type: "searched" });
    setMovedTo(null);
  }, [searchKey]);

  // The map (its chunk, or the SDK) cannot load: the list, with a notice.
  const showListInstead = () => {
    setMapNotice(STORE_MESSAGE.mapFailed);
    dispatch({ type: "showList" });
    navigate(storeListHref({ ...filters, view: "list" }), { replace: true, preventScrollReset: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the import depends only on the mode and on what is loaded.
  useEffect(() => {
    if (!state.isShowMap || MapView) return;
    if (!mapScriptUrl) {
      showListInstead();
      return;
    }
    let cancelled = false;
    import("./store-map.tsx")
      .then((module) => {
        if (cancelled) return;
        if (typeof module?.default !== "function") throw new Error("map module missing");
        setMapView(() => module.default);
      })
      .catch(() => {
        if (!cancelled) showListInstead();
      });
    return () => {
      cancelled = true;
    };
  }, [state.isShowMap, MapView]);

  const setMode = (isShowMap: boolean) => {
    setMapNotice(null);
    navigate(storeListHref({ ...filters, view: isShowMap ? "map" : "list" }), {
      replace: true,
      preventScrollReset: true,
    });
  };

  const searchFrom = (position: GeoPosition) =>
    navigate(storeListHref({ ...filters, ...position, hasPosition: true, view: state.isShowMap ? "map" : "list" }), {
      preventScrollReset: true,
    });

  const useMyLocation = async () => {
    setLocating(true);
    try {
      const position = await locate();
      saveMyPosition(window.localStorage, position);
      setMyPosition(position);
      searchFrom(position);
    } catch (error) {
      toast.bottom(
        (error as Error).message === "unsupported" ? STORE_MESSAGE.locationUnsupported : STORE_MESSAGE.locationFailed,
      );
    } finally {
      setLocating(false);
    }
  };

  const view = state.isShowMap ? "map" : "list";
  const hrefWith = (change: Partial<StoreFilters>) => storeListHref({ ...filters, ...change, view });
  const positionLabel = isDefaultPosition(center)
    ? STORE_MESSAGE.positionDefault
    : myPosition && samePosition(myPosition, center)
      ? STORE_MESSAGE.positionMine
      : STORE_MESSAGE.positionHere;

  return (
    <div className={styles.view}>
      <section className={styles.filters} aria-label={STORE_MESSAGE.filters}>
        <Form method="get" action={PATH.stores} className={styles.search} role="search" preventScrollReset>
          {filters.hasPosition ? (
            <>
              <input type="hidden" name="latitude" value={filters.latitude} />
              <input type="hidden" name="longitude" value={filters.longitude} />
            </>
          ) : null}
          {filters.radius ? <input type="hidden" name="radius" value={filters.radius} /> : null}
          {filters.keywords.length > 0 ? (
            <input type="hidden" name="keywords" value={filters.keywords.join(",")} />
          ) : null}
          {filters.isShopVisit ? null : <input type="hidden" name="isShopVisit" value="false" />}
          {state.isShowMap ? <input type="hidden" name="view" value="map" /> : null}
          <SearchWordInput
            key={filters.searchWord ?? ""}
            id="store-search"
            label={STORE_MESSAGE.searchLabel}
            defaultValue={filters.searchWord ?? ""}
            placeholder={STORE_MESSAGE.searchPlaceholder}
            autoComplete="off"
          />
          <button type="submit">{STORE_MESSAGE.searchSubmit}</button>
        </Form>

        <div className={styles.positionRow}>
          <span className={styles.position} data-position={`${filters.latitude},${filters.longitude}`}>
            {positionLabel}
          </span>
          <button type="button" className={styles.locate} onClick={useMyLocation} disabled={isLocating}>
            {isLocating ? STORE_MESSAGE.locating : STORE_MESSAGE.myLocation}
          </button>
        </div>

        <ChipRow label={STORE_MESSAGE.radius}>
          {STORE_RADII.map((km) => (
            <li key={km}>
              <FilterChip to={hrefWith({ radius: km })} on={filters.radius === km}>
                {km === 0 ? STORE_MESSAGE.radiusAll : STORE_MESSAGE.radiusKm(km)}
              </FilterChip>
            </li>
          ))}
          <li className={styles.toggle}>
            <FilterChip
              to={hrefWith({ isShopVisit: !filters.isShopVisit })}
              on={filters.isShopVisit}
              role="switch"
              aria-checked={filters.isShopVisit}
            >
              {STORE_MESSAGE.shopVisit}
            </FilterChip>
          </li>
        </ChipRow>
        <ChipRow label={STORE_MESSAGE.keywords}>
          {STORE_KEYWORDS.map((keyword) => (
            <li key={keyword}>
              <FilterChip
                to={hrefWith({ keywords: toggleKeyword(filters.keywords, keyword) })}
                on={filters.keywords.includes(keyword)}
              >
                #{keyword}
              </FilterChip>
            </li>
          ))}
        </ChipRow>
      </section>

      <div className={styles.toolbar}>
        <p className={styles.count} data-total-count={totalCount ?? ""}>
          {totalCount !== undefined ? STORE_MESSAGE.totalCount(formatCount(totalCount)) : null}
        </p>
        <fieldset className={styles.modes}>
          <legend className="visually-hidden">{STORE_MESSAGE.viewMode}</legend>
          <button type="button" aria-pressed={!state.isShowMap} onClick={() => setMode(false)}>
            {STORE_MESSAGE.listMode}
          </button>
          <button type="button" aria-pressed={state.isShowMap} onClick={() => setMode(true)} data-map-toggle>
            {STORE_MESSAGE.mapMode}
          </button>
        </fieldset>
      </div>

      {mapNotice ? (
        <p className={styles.notice} role="status" data-map-notice>
          {mapNotice}
        </p>
      ) : null}

      {state.isShowMap ? (
        MapView && mapScriptUrl ? (
          <MapView
            scriptUrl={mapScriptUrl}
            center={center}
            myPosition={myPosition ?? DEFAULT_POSITION}
            stores={stores}
            radius={filters.radius}
            activeIndex={state.activeIndex}
            isShowStoreByMap={state.isShowStoreByMap}
            isRefresh={state.isRefresh}
            onSelect={(index) => dispatch({ type: "select", index, total: stores.length })}
            onStep={(by) => dispatch({ type: "step", by, total: stores.length })}
            onCloseCard={() => dispatch({ type: "closeCard" })}
            onMoved={(position) => {
              setMovedTo(position);
              dispatch({ type: "mapMoved" });
            }}
            onRefresh={() => movedTo && searchFrom(movedTo)}
            onUnavailable={showListInstead}
          />
        ) : (
          <p className={styles.mapLoading} role="status">
            {STORE_MESSAGE.mapLoading}
          </p>
        )
      ) : null}

      {stores.length === 0 ? (
        <EmptyState title={STORE_MESSAGE.noStores}>{STORE_MESSAGE.noStoresHint}</EmptyState>
      ) : state.isShowMap ? (
        more
      ) : (
        <>
          <ul className={lists.plain}>
            {stores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} />
              </li>
            ))}
          </ul>
          {more}
        </>
      )}
    </div>
  );
}
