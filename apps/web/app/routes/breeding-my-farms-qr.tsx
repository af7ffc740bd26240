import type { BreedingFarmBrief } from "@mulmung/contract/breeding";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import badges from "../components/badge.module.css";
import buttons from "../components/button.module.css";
import { EmptyState } from "../components/empty-state.tsx";
import lists from "../components/list.module.css";
import { PageHeader } from "../components/page-header.tsx";
import styles from "../features/breeding/breeding.module.css";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { PATH } from "../lib/paths.ts";
import type { Route } from "./+types/breeding-my-farms-qr";

/** /breeding/farm/my-breeding-farms-qr: choose the farms whose QR labels to print. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrThrow<{ items: BreedingFarmBrief[] }>(context.api, "/api/v1/breeding-farm/all", { request });
}

/** SPEC §3 keeps the QR selection of farm ids: back from the sheet, the same farms are still ticked. */
const SELECTION_KEY = "mulmung.breedingQrSelection";

function readSelection(): number[] {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(SELECTION_KEY) ?? "[]") as unknown;
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export const meta: Route.MetaFunction = () => [{ title: `${M.qrSheet} - 물멍` }];

export default function ChooseQrFarmsPage({ loaderData }: Route.ComponentProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const all = loaderData.items.map((f) => f.id);
  useEffect(() => {
    const ids = new Set(loaderData.items.map((f) => f.id));
    setChosen(readSelection().filter((id) => ids.has(id)));
  }, [loaderData.items]);
  useEffect(() => {
    try {
      window.sessionStorage.setItem(SELECTION_KEY, JSON.stringify(chosen));
    } catch {
      // Storage unavailable: the selection lasts as long as the page.
    }
  }, [chosen]);
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <>
      <PageHeader title={M.qrSheet} />
      <Form method="get" action={PATH.qrExport} className={styles.page}>
        <p className={styles.hint}>{M.qrChoose}</p>
        {loaderData.items.length === 0 ? <EmptyState title={M.noFarms} /> : null}
        {loaderData.items.length > 0 ? (
          <label className={styles.checkItem}>
            <input
              type="checkbox"
              checked={chosen.length === all.length}
              onChange={(e) => setChosen(e.target.checked ? all : [])}
            />
            {M.qrChooseAll}
          </label>
        ) : null}
        <ul className={`${lists.plain} ${styles.list}`}>
          {loaderData.items.map((farm) => (
            <li key={farm.id}>
              <label className={styles.checkItem}>
                <input
                  type="checkbox"
                  name="ids"
                  value={farm.id}
                  checked={chosen.includes(farm.id)}
                  onChange={() => toggle(farm.id)}
                />
                <span className={styles.grow}>{farm.breedingFarmName}</span>
                <span
                  className={`${badges.pill} ${badges.neutral} ${farm.isPublic ? styles.badgePublic : styles.badge}`}
                >
                  {farm.isPublic ? M.publicBadge : M.privateBadge}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <p className={styles.hint}>{M.qrPrivateNote}</p>
        <button type="submit" className={buttons.primary} disabled={chosen.length === 0}>
          {chosen.length === 0 ? M.qrNoneChosen : M.qrMake(chosen.length)}
        </button>
      </Form>
    </>
  );
}
