/**
 * Kakao Maps' JavaScript SDK for the store map (decision 051): the part of `kakao.maps` the map calls, and its
 * loader. The script is what the store page's loader names: Kakao's
 * https://dapi.kakao.com/v2/maps/sdk.js?appkey=…&autoload=false&libraries=clusterer, or the local stand-in's
 * /kakao-map-stand-in/sdk.js while the stand-ins are on; both define the same surface, so the map has one path.
 * The stand-in (apps/server/src/modules/kakao-map/stand-in-browser.js) implements exactly what is typed here.
 */

export interface KakaoLatLng {
  getLat(): number;
  getLng(): number;
}

export interface KakaoMap {
  setCenter(position: KakaoLatLng): void;
  getCenter(): KakaoLatLng;
  setLevel(level: number): void;
  getLevel(): number;
  /** Redraws after the container's size changed. */
  relayout(): void;
}

export interface KakaoCustomOverlay {
  setMap(map: KakaoMap | null): void;
  setZIndex(zIndex: number): void;
}

export interface KakaoMarkerClusterer {
  addMarkers(markers: KakaoCustomOverlay[], nodraw?: boolean): void;
  clear(): void;
  setMinLevel(level: number): void;
}

export interface KakaoMaps {
  LatLng: new (latitude: number, longitude: number) => KakaoLatLng;
  Map: new (container: HTMLElement, options: { center: KakaoLatLng; level: number }) => KakaoMap;
  CustomOverlay: new (options: {
    position: KakaoLatLng;
    content: HTMLElement;
    xAnchor?: number;
    yAnchor?: number;
    zIndex?: number;
    clickable?: boolean;
    map?: KakaoMap;
  }) => KakaoCustomOverlay;
  MarkerClusterer: new (options: {
    map: KakaoMap;
    gridSize?: number;
    minLevel?: number;
    averageCenter?: boolean;
  }) => KakaoMarkerClusterer;
  event: {
    addListener(target: KakaoMap, type: "dragend" | "zoom_changed", handler: () => void): void;
  };
  load(callback: () => void): void;
}

/** How long the SDK may take before the page falls back to the list. */
const SDK_TIMEOUT_MS = 15_000;

let pending: Promise<KakaoMaps> | null = null;

function defined(): KakaoMaps | undefined {
  return (globalThis as { kakao?: { maps?: KakaoMaps } }).kakao?.maps;
}

/** Adds the script and waits for `kakao.maps.load`; rejects when it cannot load (the next call tries again). */
export function loadKakaoMaps(scriptUrl: string): Promise<KakaoMaps> {
  const maps = defined();
  if (maps?.Map) return Promise.resolve(maps);
  pending ??= new Promise<KakaoMaps>((resolve, reject) => {
    const tag = document.createElement("script");
    const fail = () => {
      clearTimeout(timer);
      tag.remove();
      pending = null;
      reject(new Error("kakao maps unavailable"));
    };
    const timer = setTimeout(fail, SDK_TIMEOUT_MS);
    tag.addEventListener("error", fail);
    tag.addEventListener("load", () => {
      const loaded = defined();
      if (!loaded?.load) return fail();
      // autoload=false: the SDK fetches its core and the clusterer library now, then calls back.
      loaded.load(() => {
        clearTimeout(timer);
        resolve(loaded);
      });
    });
    tag.src = scriptUrl;
    tag.async = true;
    document.head.appendChild(tag);
  });
  return pending;
}
