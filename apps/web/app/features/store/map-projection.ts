/**
 * A flat projection around a centre for the store map: kilometres east (x) and north (y). Over the few
 * tens of km a store search spans, the error against the great-circle distance is well under 1%.
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

export function fromKm(center: GeoPosition, point: PointKm): GeoPosition {
  const round = (value: number) => Math.round(value * 1_000_000) / 1_000_000;
  return {
    latitude: round(center.latitude + point.y / KM_PER_DEGREE_LATITUDE),
    longitude: round(center.longitude + point.x / kmPerDegreeLongitude(center.latitude)),
  };
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

/** A round grid step (1, 2 or 5 × 10^n km) giving about three lines either side of the centre. */
export function gridStepKm(spanKm: number): number {
  const raw = spanKm / 3;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled < 1.5 ? 1 : scaled < 3.5 ? 2 : scaled < 7.5 ? 5 : 10) * power;
}
