import { formatSeoulDateTime } from "@mulmung/domain/time";

/** Raffle dates in Seoul time (the domain's one format). */
export const formatDateTime = (iso: string) => formatSeoulDateTime(iso);
export const rafflePath = (id: number) => `/raffle/${id}`;
