/**
 * /ecommerce/basket: the member's basket by partner store. Each store shows its lines, its one delivery fee,
 * its free-delivery threshold and how much more ships free; the totals (상품금액, 배송비, 결제예정금액) count
 * the selected lines. Every amount is the server's: a change (selection, quantity, deletion) asks it again.
 * A sold-out or stopped product stays, marked, and cannot be selected.
 */
import { BASKET_QUANTITY, BASKET_UNORDERABLE_LABEL } from "@mulmung/domain/basket";
import { formatWon } from "@mulmung/domain/display";
import { isAddOnOption } from "@mulmung/domain/money";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import amountRows from "../../components/amounts.module.css";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { FixedFooter } from "../../components/fixed-footer.tsx";
import lists from "../../components/list.module.css";
import { loginPathFor } from "../../components/login-required-dialog.tsx";
import steppers from "../../components/stepper.module.css";
import { useToast } from "../../components/toast.tsx";
import type { ApiResult } from "../../lib/api-client.ts";
import { setBasketCount } from "../../lib/basket-count.ts";
import { useIsClient, useIsLoggedIn } from "../../lib/session.ts";
import {
  BASKET_PATH,
  type Basket,
  type BasketLine,
  type BasketStoreGroup,
  getBasket,
  orderBasket,
  orderPath,
  removeBasketOption,
  removeBasketProducts,
  setBasketOptionQuantity,
  setBasketProductQuantity,
} from "./api.ts";
import styles from "./basket.module.css";
import { BASKET_MESSAGE } from "./messages.ts";

export interface BasketViewProps {
  /** From the server render when it knew the member; null to load in the browser. */
  initial: Basket | null;
  /** Recommendations for the products in the basket (the page brings the catalogue's cards). */
  renderRecommendations?: (productIds: number[]) => ReactNode;
  /**
   * A hook giving each line's note (the page brings "내 수조에 맞아요?", issue 30): called on every render with the
   * basket's lines, so it must be the same hook each time. A note advises; it never holds the order back.
   */
  useLineNotes?: (lines: readonly BasketLine[]) => (line: BasketLine) => ReactNode;
}

const NO_LINES: readonly BasketLine[] = [];
const noNote = () => null;
/** No notes: the basket without a page to bring them. */
const useNoLineNotes = (_lines: readonly BasketLine[]) => noNote;

const selectedIdsOf = (basket: Basket) =>
  basket.groups.flatMap((g) => g.items.filter((i) => i.isSelected).map((i) => i.id));
const orderableIdsOf = (basket: Basket) =>
  basket.groups.flatMap((g) => g.items.filter((i) => i.isOrderable).map((i) => i.id));

function Stepper({
  label,
  quantity,
  max,
  disabled,
  onChange,
}: {
  label: string;
  quantity: number;
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  return (
    <fieldset className={`${steppers.stepper} ${styles.stepper}`} disabled={disabled}>
      <legend className="visually-hidden">{`${label} ${BASKET_MESSAGE.quantity}`}</legend>
      <button
        type="button"
        onClick={() => onChange(quantity - 1)}
        disabled={quantity <= BASKET_QUANTITY.min}
        aria-label={BASKET_MESSAGE.decrease(label)}
      >
        −
      </button>
      <output data-quantity>{quantity}</output>
      <button
        type="button"
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= max}
        aria-label={BASKET_MESSAGE.increase(label)}
      >
        +
      </button>
    </fieldset>
  );
}

function freeDeliveryText(group: BasketStoreGroup): string | null {
  if (group.amountUntilFreeDelivery !== null) return BASKET_MESSAGE.untilFree(formatWon(group.amountUntilFreeDelivery));
  if (group.freeDeliveryFrom === 0) return BASKET_MESSAGE.free;
  if (group.freeDeliveryFrom !== null && group.productPrice > 0 && group.parcelDeliveryPrice === 0) {
    return BASKET_MESSAGE.freeReached;
  }
  return null;
}

export function BasketView({ initial, renderRecommendations, useLineNotes = useNoLineNotes }: BasketViewProps) {
  const isClient = useIsClient();
  const isLoggedIn = useIsLoggedIn();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const [basket, setBasket] = useState<Basket | null>(initial);
  /** The lines the person chose; null until they choose (the server then counts every orderable line). */
  const [selection, setSelection] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isOrdering, setOrdering] = useState(false);
  const requestSeq = useRef(0);
  const noteOf = useLineNotes(basket ? basket.groups.flatMap((g) => g.items) : NO_LINES);

  const load = useCallback(async (nextSelection: number[] | null) => {
    const seq = ++requestSeq.current;
    const response = await getBasket(nextSelection);
    if (seq !== requestSeq.current) return;
    if (!response.ok) {
      setError(response.ok ? "" : response.message);
      return;
    }
    setError(null);
    setBasket(response.body);
    setBasketCount(response.body.totalCount);
  }, []);

  useEffect(() => {
    if (initial) setBasketCount(initial.totalCount);
  }, [initial]);

  useEffect(() => {
    if (isLoggedIn && initial === null) void load(null);
  }, [isLoggedIn, initial, load]);

  /** Runs a change, then shows the basket as the server now has it; a refusal is said in a toast. */
  const change = async (run: () => Promise<ApiResult<unknown>>, nextSelection = selection) => {
    if (isBusy) return;
    setBusy(true);
    const response = await run();
    if (!response.ok) toast.bottom(response.ok ? "" : response.message);
    await load(nextSelection);
    setBusy(false);
    return response.ok;
  };

  const select = (ids: number[]) => {
    setSelection(ids);
    void load(ids);
  };

  if (!basket) {
    if (isClient && !isLoggedIn) {
      return (
        <EmptyState title={BASKET_MESSAGE.loginNeeded}>
          <Link to={loginPathFor(BASKET_PATH)} className={buttons.primary}>
            {BASKET_MESSAGE.login}
          </Link>
        </EmptyState>
      );
    }
    if (error) {
      return (
        <EmptyState title={error}>
          <button type="button" className={buttons.secondary} onClick={() => void load(selection)}>
            {BASKET_MESSAGE.retry}
          </button>
        </EmptyState>
      );
    }
    return (
      <p className={styles.loading} role="status">
        {BASKET_MESSAGE.loading}
      </p>
    );
  }

  if (basket.totalCount === 0) {
    return (
      <>
        <EmptyState title={BASKET_MESSAGE.empty}>
          <p>{BASKET_MESSAGE.emptyHint}</p>
          <Link to="/ecommerce" className={buttons.primary}>
            {BASKET_MESSAGE.goShopping}
          </Link>
        </EmptyState>
        {renderRecommendations?.([])}
      </>
    );
  }

  const orderableIds = orderableIdsOf(basket);
  // The person's choice shows at once; the totals follow when the server has counted it.
  const selectedIds = selection === null ? selectedIdsOf(basket) : selection.filter((id) => orderableIds.includes(id));
  const isChecked = (line: BasketLine) => selectedIds.includes(line.id);
  const isAllSelected = orderableIds.length > 0 && selectedIds.length === orderableIds.length;
  const productIds = [...new Set(basket.groups.flatMap((g) => g.items.map((i) => i.product.id)))];

  const toggleLine = (line: BasketLine) =>
    select(isChecked(line) ? selectedIds.filter((id) => id !== line.id) : [...selectedIds, line.id]);

  const deleteLines = async (ids: number[]) => {
    if (ids.length === 0) {
      toast.bottom(BASKET_MESSAGE.nothingSelected);
      return;
    }
    if (!(await confirm({ message: BASKET_MESSAGE.deleteConfirm }))) return;
    const remaining = selection?.filter((id) => !ids.includes(id)) ?? null;
    if (await change(() => removeBasketProducts(ids), remaining)) {
      setSelection(remaining);
      toast.bottom(BASKET_MESSAGE.deleted);
    }
  };

  const deleteOption = async (optionId: number) => {
    if (!(await confirm({ message: BASKET_MESSAGE.deleteConfirm }))) return;
    if (await change(() => removeBasketOption(optionId))) toast.bottom(BASKET_MESSAGE.deleted);
  };

  const order = async () => {
    if (selectedIds.length === 0 || isOrdering) return;
    setOrdering(true);
    const response = await orderBasket(selectedIds);
    setOrdering(false);
    if (response.ok) navigate(orderPath(response.body.id));
    else toast.bottom(response.ok ? "" : response.message);
  };

  return (
    <div className={styles.page} aria-busy={isBusy}>
      <div className={styles.toolbar}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={isAllSelected}
            disabled={orderableIds.length === 0}
            onChange={() => select(isAllSelected ? [] : orderableIds)}
          />
          <span>{BASKET_MESSAGE.selectAll(selectedIds.length, orderableIds.length)}</span>
        </label>
        <button type="button" className={styles.textButton} onClick={() => void deleteLines(selectedIds)}>
          {BASKET_MESSAGE.deleteSelected}
        </button>
      </div>

      {basket.groups.map((group) => (
        <section
          key={group.affiliate.id}
          className={styles.group}
          aria-labelledby={`basket-store-${group.affiliate.id}`}
          data-store-group={group.affiliate.id}
        >
          <h2 id={`basket-store-${group.affiliate.id}`} className={styles.storeName}>
            <Link to={`/store/${group.affiliate.id}`}>{group.affiliate.name}</Link>
          </h2>
          <ul className={lists.plain}>
            {group.items.map((line) => (
              <li key={line.id} className={styles.line} data-basket-line={line.id} data-orderable={line.isOrderable}>
                <div className={styles.lineHead}>
                  <input
                    type="checkbox"
                    className={styles.lineCheck}
                    checked={isChecked(line)}
                    disabled={!line.isOrderable}
                    onChange={() => toggleLine(line)}
                    aria-label={BASKET_MESSAGE.selectLine(line.product.name)}
                  />
                  <FallbackImage src={line.product.imageUrl} alt="" className={styles.thumb} width={72} height={72} />
                  <div className={styles.lineInfo}>
                    <Link to={`/ecommerce/product/${line.product.id}`} className={styles.productName}>
                      {line.product.name}
                    </Link>
                    {line.unorderableReason ? (
                      <span
                        className={`${badges.tag} ${badges.danger} ${styles.unorderable}`}
                        data-unorderable={line.unorderableReason}
                      >
                        {BASKET_UNORDERABLE_LABEL[line.unorderableReason]}
                        <span className="visually-hidden"> · {BASKET_MESSAGE.notOrderable}</span>
                      </span>
                    ) : null}
                    <span className={styles.unitPrice}>{formatWon(line.product.sellPrice)}</span>
                  </div>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => void deleteLines([line.id])}
                    aria-label={BASKET_MESSAGE.deleteLine(line.product.name)}
                  >
                    ×
                  </button>
                </div>

                {line.product.hasRequiredOption ? null : (
                  <div className={styles.optionRow}>
                    <span className={styles.optionName}>{line.product.name}</span>
                    <Stepper
                      label={line.product.name}
                      quantity={line.quantity}
                      max={BASKET_QUANTITY.max}
                      disabled={isBusy}
                      onChange={(quantity) => void change(() => setBasketProductQuantity(line.id, quantity))}
                    />
                  </div>
                )}
                {line.basketProductOptions.map((option) => {
                  const name = option.groupName ? `${option.groupName}: ${option.name}` : option.name;
                  return (
                    <div key={option.id} className={styles.optionRow} data-basket-option={option.id}>
                      <span className={styles.optionName}>{name}</span>
                      {isAddOnOption({
                        isRequired: option.isRequiredByProductOptionGroup,
                        isAddProductSellPrice: option.isAddProductSellPrice,
                      }) ? (
                        // Packing goes with the product line: one per line, nothing to count.
                        <span className={styles.addOn} data-add-on>
                          {BASKET_MESSAGE.addOnWithProduct}
                        </span>
                      ) : (
                        <Stepper
                          label={name}
                          quantity={option.quantity}
                          max={BASKET_QUANTITY.max}
                          disabled={isBusy}
                          onChange={(quantity) => void change(() => setBasketOptionQuantity(option.id, quantity))}
                        />
                      )}
                      <span className={styles.optionPrice}>{formatWon(option.price)}</span>
                      <button
                        type="button"
                        className={styles.removeOption}
                        onClick={() => void deleteOption(option.id)}
                        aria-label={BASKET_MESSAGE.deleteOption(name)}
                      >
                        ×
                      </button>
                    </div>
                  );
                })}
                {noteOf(line)}
                <p className={styles.lineTotal} data-line-total>
                  {formatWon(line.productPrice + line.deliveryOptionPrice)}
                </p>
              </li>
            ))}
          </ul>
          <dl className={styles.groupDelivery}>
            <div>
              <dt>{BASKET_MESSAGE.storeDelivery}</dt>
              <dd data-store-delivery>{formatWon(group.deliveryPrice)}</dd>
            </div>
            <div className={styles.groupTotal}>
              <dt>{BASKET_MESSAGE.storeTotal}</dt>
              <dd data-store-total>{formatWon(group.paymentPrice)}</dd>
            </div>
          </dl>
          <p className={styles.freeHint}>
            {group.freeDeliveryFrom ? (
              <span className={styles.threshold} data-store-threshold>
                {BASKET_MESSAGE.freeFrom(formatWon(group.freeDeliveryFrom))}
              </span>
            ) : null}
            {freeDeliveryText(group) ? <strong data-free-delivery-hint>{freeDeliveryText(group)}</strong> : null}
          </p>
        </section>
      ))}

      <section className={styles.summary} aria-labelledby="basket-summary-title">
        <h2 id="basket-summary-title" className={styles.summaryTitle}>
          {BASKET_MESSAGE.summary}
        </h2>
        <dl className={amountRows.amounts} aria-live="polite">
          <div>
            <dt>{BASKET_MESSAGE.productPrice}</dt>
            <dd data-amount="product">{formatWon(basket.productPrice)}</dd>
          </div>
          <div>
            <dt>{BASKET_MESSAGE.deliveryPrice}</dt>
            <dd data-amount="delivery">{formatWon(basket.deliveryPrice)}</dd>
          </div>
          <div className={`${amountRows.total} ${styles.payment}`}>
            <dt>{BASKET_MESSAGE.paymentPrice}</dt>
            <dd data-amount="payment">{formatWon(basket.paymentPrice)}</dd>
          </div>
        </dl>
      </section>

      {renderRecommendations?.(productIds)}

      <FixedFooter label={BASKET_MESSAGE.paymentPrice}>
        <button
          type="button"
          className={buttons.primary}
          disabled={selectedIds.length === 0 || isOrdering}
          onClick={() => void order()}
          data-order-button
        >
          {isOrdering
            ? BASKET_MESSAGE.ordering
            : selectedIds.length === 0
              ? BASKET_MESSAGE.orderNone
              : BASKET_MESSAGE.order(selectedIds.length, formatWon(basket.paymentPrice))}
        </button>
      </FixedFooter>
    </div>
  );
}
