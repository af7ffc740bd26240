/**
 * SPEC.md section 3 myPosition: the position store distances are measured from, kept on the device;
 * Seoul City Hall (37.5666805, 126.9784147) until the person shares their location.
 */
import { DEFAULT_POSITION } from "@mulmung/domain/constants";
import type { GeoPosition } from "@mulmung/domain/display";

export const MY_POSITION_STORAGE_KEY = "mulmung.myPosition";

export function isValidPosition(value: unknown): value is GeoPosition {
  const position = value as Partial<GeoPosition> | null;
  return (
    typeof position?.latitude === "number" &&
    typeof position.longitude === "number" &&
    Math.abs(position.latitude) <= 90 &&
    Math.abs(position.longitude) <= 180
  );
}

export function readMyPosition(storage: Storage): GeoPosition {
  try {
    const value = JSON.parse(storage.getItem(MY_POSITION_STORAGE_KEY) ?? "null") as unknown;
    if (isValidPosition(value)) return { latitude: value.latitude, longitude: value.longitude };
  } catch {
    // Unreadable: the default position.
  }
  return { ...DEFAULT_POSITION };
}

export function saveMyPosition(storage: Storage, position: GeoPosition): void {
  storage.setItem(
    MY_POSITION_STORAGE_KEY,
    JSON.stringify({ latitude: position.latitude, longitude: position.longitude }),
  );
}

export function isDefaultPosition(position: GeoPosition): boolean {
  return position.latitude === DEFAULT_POSITION.latitude && position.longitude === DEFAULT_POSITION.longitude;
}

/** The browser's position, rounded to about 10 m (enough for distances, less identifying). */
export function locate(): Promise<GeoPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      reject(new Error("unsupported"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: Math.round(coords.latitude * 10_000) / 10_000,
          longitude: Math.round(coords.longitude * 10_000) / 10_000,
        }),
      (error) => reject(error),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
