/**
 * The store map's arithmetic: a flat projection around a centre in kilometres east (x) and north (y) (over the few
 * tens of km a store search spans, the error against the great-circle distance is well under 1%), how wide the
 * first view is, and which of Kakao Maps' zoom levels shows it.
 */
import type { GeoPosition } from "@mulmung/domain/display";

const KM_PER_DEGREE_LATITUDE = 110.574;
const KM_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111.32;

export interface PointKm {
  x: number;
  y: number;
}

function kmPerDegreeLongitude(latitude: number): number {
  return KM_PER_DEGREE_LONGITUDE_AT_EQUATOR * Math.cos((latitude * Math.PI) / 180);
}

export function toKm(center: GeoPosition, point: GeoPosition): PointKm {
  return {
    x: (point.longitude - center.longitude) * kmPerDegreeLongitude(center.latitude),
    y: (point.latitude - center.latitude) * KM_PER_DEGREE_LATITUDE,
  };
}

/** A position rounded to 6 decimals (about 10 cm), as the store search's address carries it. */
export function roundPosition(latitude: number, longitude: number): GeoPosition {
  const round = (value: number) => Math.round(value * 1_000_000) / 1_000_000;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** Half the map's width in km: the radius when one is set, else enough for the nearest stores. */
export function initialSpanKm(center: GeoPosition, stores: readonly GeoPosition[], radiusKm: number): number {
  if (radiusKm > 0) return clampSpan(radiusKm * 1.15);
  const reach = stores
    .slice(0, 10)
    .map((store) => toKm(center, store))
    .reduce((max, point) => Math.max(max, Math.abs(point.x), Math.abs(point.y) / MAP_ASPECT), 0);
  return clampSpan(reach * 1.2);
}

/** Height over width of the map. */
export const MAP_ASPECT = 1.2;
export const MIN_SPAN_KM = 1;
export const MAX_SPAN_KM = 80;

export function clampSpan(span: number): number {
  if (!Number.isFinite(span) || span <= 0) return 5;
  return Math.min(MAX_SPAN_KM, Math.max(MIN_SPAN_KM, span));
}

/** Kakao Maps' zoom levels: 1 (closest) to 14; level L shows 2^(L-3) metres per CSS pixel. */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 14;

export function metresPerPixel(level: number): number {
  return 2 ** (level - 3);
}

/** The closest level whose half width (halfWidthPx pixels) still shows spanKm either side of the centre. */
export function levelToFit(spanKm: number, halfWidthPx: number): number {
  if (!(halfWidthPx > 0)) return MAX_LEVEL;
  const level = Math.ceil(Math.log2((spanKm * 1000) / halfWidthPx) + 3 - 1e-9);
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, level));
}
