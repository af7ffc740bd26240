/** Where the breeding pages live (SPEC.md section 2). */
export const BREEDING_PATH = {
  home: "/breeding",
  myFarms: "/breeding/farm/my-breeding-farms",
  publicFarms: "/breeding/farm/list",
  farmRegistration: "/breeding/farm/registration",
  recordList: "/breeding/daily-record/list",
  recordRegistration: "/breeding/daily-record/registration",
  qrChoose: "/breeding/farm/my-breeding-farms-qr",
  qrExport: "/breeding/farm/multi-qr-export",
} as const;

export function farmPath(id: number, publicView = false): string {
  return publicView ? `/breeding/farm/${id}?isPublic=true` : `/breeding/farm/${id}`;
}

export function recordPath(id: number, publicView = false): string {
  return publicView ? `/breeding/daily-record/${id}?isPublic=true` : `/breeding/daily-record/${id}`;
}

/** A positive integer id from a route or query parameter, else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
