/**
 * The option panel of a product page: one select per option group, the chosen lines with quantity
 * steppers, and the amounts (product amount, delivery fee by the free-delivery rule, total). The chosen
 * lines live in the page (`lines`/`onChange`) so the fixed footer can show the same total.
 */
import type { ProductOption } from "@mulmung/contract/catalog";
import { formatWon } from "@mulmung/domain/display";
import { type ChangeEvent, useEffect, useId, useRef } from "react";
import amountRows from "../../components/amounts.module.css";
import badges from "../../components/badge.module.css";
import form from "../../components/form.module.css";
import lists from "../../components/list.module.css";
import steppers from "../../components/stepper.module.css";
import { useToast } from "../../components/toast.tsx";
import {
  addOption,
  type ChosenLine,
  lineAmount,
  missingRequiredGroups,
  type OptionProduct,
  optionGroups,
  optionPriceLabel,
  removeLine,
  selectionAmounts,
  setLineQuantity,
} from "./option-selection.ts";
import styles from "./option-selector.module.css";
import { PRODUCT_MESSAGE } from "./product-messages.ts";

function optionText(option: ProductOption): string {
  const price = optionPriceLabel(option);
  const soldOut = option.quantity <= 0 ? ` (${PRODUCT_MESSAGE.optionSoldOut})` : "";
  return `${option.name}${price ? ` (${price})` : ""}${soldOut}`;
}

export function OptionSelector({
  product,
  lines,
  onChange,
  missingAttempt = 0,
}: {
  product: OptionProduct;
  lines: ChosenLine[];
  onChange: (lines: ChosenLine[]) => void;
  /**
   * How many times the shopper pressed 구매하기 or 장바구니 담기 with a required group unchosen. The panel stays quiet
   * until the first (as Korean shops do); each one then names the missing groups and moves focus to the first.
   */
  missingAttempt?: number;
}) {
  const toast = useToast();
  const baseId = useId();
  const panel = useRef<HTMLElement>(null);
  const groups = optionGroups(product);
  const amounts = selectionAmounts(product, lines);
  const missing = missingRequiredGroups(product, lines);
  const showMissing = missingAttempt > 0 && missing.length > 0;
  const missingId = `${baseId}-missing`;

  useEffect(() => {
    if (missingAttempt > 0) panel.current?.querySelector<HTMLSelectElement>("select[aria-invalid='true']")?.focus();
  }, [missingAttempt]);

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const optionId = Number(event.currentTarget.value);
    event.currentTarget.value = "";
    if (!optionId) return;
    const result = addOption(lines, product, optionId);
    if (result.ok) onChange(result.lines);
    else toast.bottom(result.message);
  };

  const step = (line: ChosenLine, quantity: number) => {
    if (quantity > line.max) toast.bottom(PRODUCT_MESSAGE.stockLimit(line.max));
    onChange(setLineQuantity(lines, line.key, quantity));
  };

  return (
    <section ref={panel} className={styles.panel} aria-labelledby={`${baseId}-title`} data-option-selector>
      <h2 id={`${baseId}-title`} className={styles.title}>
        {PRODUCT_MESSAGE.options}
      </h2>
      {groups.map((group, index) => {
        const id = `${baseId}-group-${index}`;
        const isMissing = showMissing && missing.includes(group.name);
        return (
          <div key={group.id ?? "extra"} className={styles.group}>
            <label htmlFor={id} className={styles.groupLabel}>
              {group.name}
              <span className={`${badges.tag} ${group.isRequired ? badges.info : badges.muted} ${styles.requirement}`}>
                {group.isRequired ? PRODUCT_MESSAGE.requiredGroup : PRODUCT_MESSAGE.optionalGroup}
              </span>
            </label>
            <select
              id={id}
              className={`${form.select} ${styles.select}`}
              defaultValue=""
              onChange={onSelect}
              disabled={product.isSoldOut}
              aria-invalid={isMissing ? true : undefined}
              aria-describedby={isMissing ? missingId : undefined}
            >
              <option value="">{PRODUCT_MESSAGE.choose(group.name)}</option>
              {group.options.map((option) => (
                <option key={option.id} value={option.id} disabled={option.quantity <= 0}>
                  {optionText(option)}
                </option>
              ))}
            </select>
          </div>
        );
      })}

      {lines.length > 0 ? (
        <ul className={`${lists.stack} ${styles.lines}`} aria-label={PRODUCT_MESSAGE.options}>
          {lines.map((line) => (
            <li key={line.key} className={styles.line} data-line={line.key}>
              <div className={styles.lineHead}>
                <span className={styles.lineName}>{line.name}</span>
                {line.optionId === null ? null : (
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => onChange(removeLine(lines, line.key))}
                    aria-label={PRODUCT_MESSAGE.removeLine(line.name)}
                  >
                    ×
                  </button>
                )}
              </div>
              <div className={styles.lineFoot}>
                {line.addOn ? (
                  // Packing goes with the product: one per line, nothing to count.
                  <span className={styles.addOn} data-add-on>
                    {PRODUCT_MESSAGE.addOnWithProduct}
                  </span>
                ) : (
                  <fieldset className={`${steppers.stepper} ${styles.stepper}`}>
                    <legend className="visually-hidden">{`${line.name} ${PRODUCT_MESSAGE.quantity}`}</legend>
                    <button
                      type="button"
                      onClick={() => step(line, line.quantity - 1)}
                      disabled={line.quantity <= 1}
                      aria-label={PRODUCT_MESSAGE.decrease}
                    >
                      −
                    </button>
                    <output aria-live="polite" data-quantity>
                      {line.quantity}
                    </output>
                    <button
                      type="button"
                      onClick={() => step(line, line.quantity + 1)}
                      aria-label={PRODUCT_MESSAGE.increase}
                    >
                      +
                    </button>
                  </fieldset>
                )}
                <span className={styles.lineAmount} data-line-amount>
                  {formatWon(lineAmount(product, line))}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <p id={missingId} className={styles.missing} role="alert" hidden={!showMissing}>
        {showMissing ? PRODUCT_MESSAGE.chooseRequired(missing.join(", ")) : null}
      </p>

      <dl className={`${amountRows.amounts} ${styles.amounts}`} aria-live="polite">
        <div>
          <dt>{PRODUCT_MESSAGE.productAmount}</dt>
          <dd data-amount="product">{formatWon(amounts.productAmount)}</dd>
        </div>
        <div>
          <dt>{PRODUCT_MESSAGE.deliveryFee}</dt>
          <dd data-amount="delivery">
            {amounts.deliveryFee === 0 && amounts.productAmount > 0
              ? PRODUCT_MESSAGE.deliveryFree
              : formatWon(amounts.deliveryFee)}
          </dd>
        </div>
        <div className={`${amountRows.total} ${styles.total}`}>
          <dt>{PRODUCT_MESSAGE.totalWithDelivery}</dt>
          <dd data-amount="total">{formatWon(amounts.total)}</dd>
        </div>
      </dl>
      {amounts.untilFreeDelivery !== null ? (
        <p className={styles.hint}>{PRODUCT_MESSAGE.untilFreeDelivery(formatWon(amounts.untilFreeDelivery))}</p>
      ) : null}
    </section>
  );
}
