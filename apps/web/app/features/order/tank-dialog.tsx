/**
 * "내 수조에 추가" (issue 30): a confirmed live-fish line's fish into one of my tanks. Offered right after 구매 확정
 * and from the line on the order detail while some are left: pick a farm (or name a new one, made first), the
 * count (the line's, editable down), and the server adds them with an arrival note in that day's record.
 */
import type { BreedingFarm, BreedingFarmBrief } from "@mulmung/contract/breeding";
import type { OrderLineTank, OrderProduct } from "@mulmung/contract/order";
import { customTrim } from "@mulmung/domain/validation";
import { useEffect, useId, useState } from "react";
import choices from "../../components/choices.module.css";
import { Dialog } from "../../components/dialog.tsx";
import form from "../../components/form.module.css";
import { Field } from "../../components/form-field.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { ORDER_MESSAGE } from "./messages.ts";
import styles from "./order.module.css";

/** The value of the "new tank" choice among the farm ids. */
const NEW_FARM = "new";

export interface TankLine {
  orderId: number;
  product: OrderProduct & { tank: OrderLineTank };
}

export function TankDialog({
  line,
  onClose,
  onAdded,
}: {
  /** The line being added; null: closed. */
  line: TankLine | null;
  onClose: () => void;
  /** The line's tank facts after the add, and the farm's name for the toast. */
  onAdded: (orderProductId: number, tank: OrderLineTank, farmName: string) => void;
}) {
  const id = useId();
  const [farms, setFarms] = useState<BreedingFarmBrief[] | null>(null);
  const [farm, setFarm] = useState("");
  const [newName, setNewName] = useState("");
  const [count, setCount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const addable = line?.product.tank.addable ?? 0;

  // Each opening starts afresh with my farms as they are now (one may have been made since).
  useEffect(() => {
    if (!line) return;
    setError(null);
    setCount(String(line.product.tank.addable));
    setNewName("");
    let current = true;
    apiRequest<{ items: BreedingFarmBrief[] }>("/api/v1/breeding-farm/all").then((res) => {
      if (!current) return;
      const items = res.ok ? res.body.items : [];
      setFarms(items);
      setFarm(items[0] ? String(items[0].id) : NEW_FARM);
      if (!res.ok) setError(res.message);
    });
    return () => {
      current = false;
    };
  }, [line]);

  async function add() {
    if (!line) return;
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > addable) return setError(ORDER_MESSAGE.tankCountRange(addable));
    const name = customTrim(newName);
    if (farm === NEW_FARM && !name) return setError(ORDER_MESSAGE.tankNameRequired);
    setError(null);
    setPending(true);
    let farmId = Number(farm);
    let farmName = farms?.find((f) => f.id === farmId)?.breedingFarmName ?? "";
    if (farm === NEW_FARM) {
      const made = await apiRequest<BreedingFarm>("/api/v1/breeding-farm", {
        method: "POST",
        body: { breedingFarmName: name },
      });
      if (!made.ok) {
        setPending(false);
        return setError(made.message);
      }
      farmId = made.body.id;
      farmName = made.body.breedingFarmName;
      // The new farm is one of mine now: a second try picks it instead of making another.
      setFarms((list) => [...(list ?? []), made.body]);
      setFarm(String(farmId));
    }
    const res = await apiRequest<OrderLineTank>(`/api/v1/order/${line.orderId}/product/${line.product.id}/tank`, {
      method: "POST",
      body: { breedingFarmId: farmId, count: n },
    });
    setPending(false);
    if (!res.ok) return setError(res.message);
    onAdded(line.product.id, res.body, farmName);
  }

  return (
    <Dialog
      open={line !== null}
      onCancel={onClose}
      title={ORDER_MESSAGE.addToTank}
      cancelText={ORDER_MESSAGE.later}
      confirm={{ text: ORDER_MESSAGE.addToTank, onClick: () => void add(), disabled: pending || farms === null }}
    >
      {line ? <p className={styles.tankLead}>{ORDER_MESSAGE.tankLead(line.product.tank.speciesName)}</p> : null}
      <fieldset className={`${choices.choices} ${styles.tankFarms}`}>
        <legend>{ORDER_MESSAGE.tankChoose}</legend>
        {farms === null ? <p>{ORDER_MESSAGE.tankLoading}</p> : null}
        {(farms ?? []).map((f) => (
          <label key={f.id}>
            <input
              type="radio"
              name={`${id}-farm`}
              value={f.id}
              checked={farm === String(f.id)}
              onChange={() => setFarm(String(f.id))}
            />
            {f.breedingFarmName}
          </label>
        ))}
        {farms !== null ? (
          <label>
            <input
              type="radio"
              name={`${id}-farm`}
              value={NEW_FARM}
              checked={farm === NEW_FARM}
              onChange={() => setFarm(NEW_FARM)}
            />
            {ORDER_MESSAGE.tankNew}
          </label>
        ) : null}
      </fieldset>
      {farm === NEW_FARM ? (
        <Field
          id={`${id}-name`}
          label={ORDER_MESSAGE.tankName}
          value={newName}
          maxLength={30}
          placeholder={ORDER_MESSAGE.tankNamePlaceholder}
          onChange={(e) => setNewName(e.target.value)}
        />
      ) : null}
      <Field
        id={`${id}-count`}
        label={ORDER_MESSAGE.tankCount}
        type="number"
        inputMode="numeric"
        min={1}
        max={addable}
        value={count}
        hint={ORDER_MESSAGE.tankCountHint(addable)}
        onChange={(e) => setCount(e.target.value)}
      />
      {error ? (
        <p className={form.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
