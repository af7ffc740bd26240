/**
 * My shipping destinations: the list (default first) with add, edit, delete and 기본 배송지로 설정. With
 * `onChoose` (the order form) each row also offers 이 배송지로 받기, and the chosen one is marked.
 */

import type { ListPage } from "@mulmung/contract/common";
import type { ShippingDestination } from "@mulmung/contract/member";
import { formatPhone } from "@mulmung/domain/validation";
import { useState } from "react";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import form from "../../components/form.module.css";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useIsClient } from "../../lib/session.ts";
import styles from "./shipping-destination.module.css";
import { SHIPPING_DESTINATION_LIMIT, ShippingDestinationForm, surchargeNote } from "./shipping-destination-form.tsx";
import { SHIPPING_MESSAGE } from "./shipping-destination-messages.ts";

type Editing = { kind: "new" } | { kind: "edit"; destination: ShippingDestination } | null;

export function ShippingDestinationList({
  initial,
  selectedId,
  onChoose,
}: {
  initial: ShippingDestination[];
  selectedId?: number | null;
  onChoose?: (destination: ShippingDestination) => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const isClient = useIsClient();
  const [items, setItems] = useState(initial);
  const [editing, setEditing] = useState<Editing>(initial.length === 0 ? { kind: "new" } : null);

  async function reload() {
    const res = await apiRequest<ListPage<ShippingDestination>>("/api/v1/shipping-destination");
    if (res.ok) setItems(res.body.items);
  }

  async function saved(destination: ShippingDestination) {
    setEditing(null);
    toast.bottom(SHIPPING_MESSAGE.saved);
    await reload();
    // A destination added while ordering is the one the person means to use.
    if (onChoose && editing?.kind === "new") onChoose(destination);
    else if (onChoose && destination.id === selectedId) onChoose(destination);
  }

  async function remove(destination: ShippingDestination) {
    if (!(await confirm({ message: SHIPPING_MESSAGE.deleteConfirm }))) return;
    const res = await apiRequest(`/api/v1/shipping-destination/${destination.id}`, { method: "DELETE" });
    if (!res.ok) {
      toast.bottom(res.message);
      return;
    }
    toast.bottom(SHIPPING_MESSAGE.deleted);
    await reload();
  }

  async function makeDefault(destination: ShippingDestination) {
    const res = await apiRequest(`/api/v1/shipping-destination/${destination.id}`, {
      method: "PATCH",
      body: { isDefault: true },
    });
    if (!res.ok) {
      toast.bottom(res.message);
      return;
    }
    await reload();
  }

  return (
    <div className={styles.list}>
      {items.length === 0 && editing === null ? <p className={form.hint}>{SHIPPING_MESSAGE.empty}</p> : null}
      <ul className={lists.stackWide}>
        {items.map((destination) => {
          const note = surchargeNote(destination.postalCode);
          const isChosen = onChoose !== undefined && destination.id === selectedId;
          /** A secondary action on this card, named with the destination for screen readers. */
          const action = (label: string, onClick: () => void) => (
            <button
              type="button"
              className={buttons.secondary}
              disabled={!isClient}
              onClick={onClick}
              aria-label={`${destination.name} ${label}`}
            >
              {label}
            </button>
          );
          if (editing?.kind === "edit" && editing.destination.id === destination.id) {
            return (
              <li key={destination.id} className={styles.card}>
                <ShippingDestinationForm initial={destination} onSaved={saved} onCancel={() => setEditing(null)} />
              </li>
            );
          }
          return (
            <li
              key={destination.id}
              className={`${styles.card} ${isChosen ? styles.chosen : ""}`}
              aria-label={destination.name}
            >
              <p className={styles.cardTitle}>
                <span>{destination.name}</span>
                {destination.isDefault ? (
                  <span className={`${badges.pill} ${badges.neutral}`}>{SHIPPING_MESSAGE.defaultBadge}</span>
                ) : null}
                {isChosen ? <span className={`${badges.pill} ${badges.solid}`}>{SHIPPING_MESSAGE.chosen}</span> : null}
              </p>
              <p className={styles.line}>
                {destination.recipient} · {formatPhone(destination.phoneNumber)}
              </p>
              <p className={styles.line}>
                ({destination.postalCode}) {destination.address} {destination.detailAddress}
              </p>
              {note ? <p className={styles.note}>{note}</p> : null}
              <div className={styles.cardActions}>
                {onChoose && !isChosen ? (
                  <button
                    type="button"
                    className={buttons.primary}
                    disabled={!isClient}
                    onClick={() => onChoose(destination)}
                  >
                    {SHIPPING_MESSAGE.choose}
                  </button>
                ) : null}
                {action(SHIPPING_MESSAGE.edit, () => setEditing({ kind: "edit", destination }))}
                {destination.isDefault ? null : action(SHIPPING_MESSAGE.makeDefault, () => makeDefault(destination))}
                {isChosen ? null : action(SHIPPING_MESSAGE.delete, () => remove(destination))}
              </div>
            </li>
          );
        })}
      </ul>
      {editing?.kind === "new" ? (
        <div className={styles.card}>
          <ShippingDestinationForm onSaved={saved} onCancel={() => setEditing(null)} />
        </div>
      ) : items.length < SHIPPING_DESTINATION_LIMIT ? (
        <button
          type="button"
          className={`${buttons.secondary} ${styles.addButton}`}
          disabled={!isClient}
          onClick={() => setEditing({ kind: "new" })}
        >
          + {SHIPPING_MESSAGE.add}
        </button>
      ) : (
        <p className={form.hint}>{SHIPPING_MESSAGE.limitReached(SHIPPING_DESTINATION_LIMIT)}</p>
      )}
    </div>
  );
}
