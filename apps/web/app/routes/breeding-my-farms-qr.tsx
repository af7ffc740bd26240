import type { BreedingFarmBrief } from "@mulmung/contract/breeding";
import { useState } from "react";
import { Form } from "react-router";
import buttons from "../components/button.module.css";
import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { requireOk } from "../features/breeding/api.server.ts";
import styles from "../features/breeding/breeding.module.css";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { BREEDING_PATH } from "../features/breeding/paths.ts";
import type { Route } from "./+types/breeding-my-farms-qr";

/** /breeding/farm/my-breeding-farms-qr: choose the farms whose QR labels to print. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return requireOk<{ items: BreedingFarmBrief[] }>(context.api, "/api/v1/breeding-farm/all", request);
}

export const meta: Route.MetaFunction = () => [{ title: `${M.qrSheet} - 물멍` }];

export default function ChooseQrFarmsPage({ loaderData }: Route.ComponentProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const all = loaderData.items.map((f) => f.id);
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <>
      <PageHeader title={M.qrSheet} />
      <Form method="get" action={BREEDING_PATH.qrExport} className={styles.page}>
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
        <ul className={styles.list}>
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
                <span className={farm.isPublic ? styles.badgePublic : styles.badge}>
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
