/**
 * /store-console/product: the store's products, searched and filtered by the URL (판매 상태, 재고), 더 보기 for the
 * next page, and each row's 수정 / 복사 / 판매 중지·재개 / 삭제. A refusal (an ordered product cannot be deleted) is
 * the API's Korean message in a toast.
 */
import type { ListPage } from "@mulmung/contract/common";
import type { PartnerProduct, PartnerProductSummary, PartnerStore } from "@mulmung/contract/partner";
import { formatNumber, formatWon } from "@mulmung/domain/display";
import { discountRate } from "@mulmung/domain/money";
import { useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import badge from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import chip from "../../components/chip.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { FallbackImage } from "../../components/fallback-image.tsx";
import form from "../../components/form.module.css";
import { SearchWordInput } from "../../components/form-field.tsx";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { type ApiResult, apiRequest } from "../../lib/api-client.ts";
import { useMorePages } from "../../lib/use-more-pages.ts";
import styles from "./console.module.css";
import {
  consoleNewProductPath,
  consoleProductPath,
  consoleProductsPath,
  type ProductFilters,
  productListApiPath,
  storeQuery,
} from "./console-query.ts";
import { CONSOLE_MESSAGE as M } from "./messages.ts";

const STATE_CHOICES = [null, "NORMAL", "DEACTIVATE"] as const;
const STOCK_CHOICES = [null, "SOLD_OUT", "LOW"] as const;

export function ProductListView({
  stores,
  store,
  filters,
  first,
  children,
}: {
  stores: readonly PartnerStore[];
  store: PartnerStore;
  filters: ProductFilters;
  first: ListPage<PartnerProductSummary>;
  /** What stands between the toolbar and the list (stock and prices by CSV). */
  children?: React.ReactNode;
}) {
  const query = storeQuery(stores, store);
  const list = useMorePages(first, (offset) => productListApiPath(store.id, filters, offset));
  // What this page changed since the list loaded: a row's new state, or null for a deleted one.
  const [changed, setChanged] = useState<Record<number, Partial<PartnerProductSummary> | null>>({});
  const rows = list.page.items
    .filter((item) => changed[item.id] !== null)
    .map((item) => ({ ...item, ...(changed[item.id] ?? {}) }));
  const filtered = filters.searchWord !== "" || filters.state !== null || filters.stock !== null;
  /** One row of filter links (판매 상태, 재고): 전체, then each choice, the current one marked. */
  const filterRow = <K extends "state" | "stock">(
    key: K,
    name: string,
    choices: readonly ProductFilters[K][],
    labels: Record<NonNullable<ProductFilters[K]>, string>,
  ) => (
    <FilterRow
      name={name}
      choices={choices.map((value) => ({
        label: value ? labels[value as NonNullable<ProductFilters[K]>] : M.all,
        to: consoleProductsPath(query, { ...filters, [key]: value }),
        current: filters[key] === value,
      }))}
    />
  );

  return (
    <>
      <div className={styles.toolbar}>
        <Form method="get" role="search" className={styles.search}>
          {query ? <input type="hidden" name="store" value={query} /> : null}
          {filters.state ? <input type="hidden" name="state" value={filters.state} /> : null}
          {filters.stock ? <input type="hidden" name="stock" value={filters.stock} /> : null}
          <SearchWordInput
            id="console-product-search"
            label={M.searchLabel}
            defaultValue={filters.searchWord}
            placeholder={M.searchPlaceholder}
            className={form.control}
            maxLength={100}
          />
          <button type="submit" className={buttons.secondary}>
            {M.searchSubmit}
          </button>
        </Form>
        <nav aria-label={M.filters} className={lists.stack}>
          {filterRow("state", M.stateFilter, STATE_CHOICES, M.stateLabel)}
          {filterRow("stock", M.stockFilter, STOCK_CHOICES, M.stockLabel)}
        </nav>
        <Link to={consoleNewProductPath(query)} className={`${buttons.primary}`}>
          {M.addProduct}
        </Link>
      </div>
      {children}
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={M.none} />
        ) : (
          <EmptyState title={M.noneYet}>{M.noneYetDetail}</EmptyState>
        )
      ) : (
        <>
          {list.page.totalCount !== undefined ? (
            <p className={styles.listHead}>{M.total(formatNumber(list.page.totalCount))}</p>
          ) : null}
          <ul className={lists.divided} aria-label={M.productsTitle}>
            {rows.map((product) => (
              <li key={product.id}>
                <ProductRow
                  product={product}
                  onChanged={(next) => setChanged((all) => ({ ...all, [product.id]: next }))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {list.error ? (
        <p className={form.error} role="alert">
          {list.error}
        </p>
      ) : null}
      {list.page.nextOffset !== null ? (
        <div className={styles.more}>
          <button type="button" className={buttons.outline} onClick={list.more} disabled={list.busy}>
            {M.more}
          </button>
        </div>
      ) : null}
    </>
  );
}

function FilterRow({ name, choices }: { name: string; choices: { label: string; to: string; current: boolean }[] }) {
  return (
    <div className={styles.filterRow}>
      <span className={styles.filterName}>{name}</span>
      {choices.map((choice) => (
        <Link
          key={choice.label}
          to={choice.to}
          replace
          className={`${chip.chip} ${chip.tall} ${chip.dark}`}
          aria-current={choice.current ? "page" : undefined}
          aria-label={`${name} ${choice.label}`}
        >
          {choice.label}
        </Link>
      ))}
    </div>
  );
}

function ProductRow({
  product,
  onChanged,
}: {
  product: PartnerProductSummary;
  onChanged: (next: Partial<PartnerProductSummary> | null) => void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const rate = discountRate(product.originalPrice, product.sellPrice);
  const stopped = product.state === "DEACTIVATE";

  async function act<T>(call: () => Promise<ApiResult<T>>, done: (body: T) => void) {
    setBusy(true);
    const res = await call();
    setBusy(false);
    if (!res.ok) {
      toast.bottom(res.message);
      return;
    }
    done(res.body);
  }

  async function copy() {
    if (!(await confirm({ message: M.copyConfirm(product.name) }))) return;
    await act(
      () => apiRequest<PartnerProduct>(`/api/v1/partner/product/${product.id}/copy`, { method: "POST" }),
      () => {
        toast.bottom(M.copied);
        revalidator.revalidate();
      },
    );
  }

  async function toggleState() {
    const next = stopped ? "NORMAL" : "DEACTIVATE";
    if (next === "DEACTIVATE" && !(await confirm({ message: M.stopConfirm(product.name) }))) return;
    await act(
      () =>
        apiRequest<PartnerProduct>(`/api/v1/partner/product/${product.id}/state`, {
          method: "PATCH",
          body: { state: next },
        }),
      (body) => {
        onChanged({ state: body.state });
        toast.bottom(next === "NORMAL" ? M.resumed : M.stopped);
      },
    );
  }

  async function remove() {
    if (!(await confirm({ message: M.removeConfirm(product.name) }))) return;
    await act(
      () => apiRequest(`/api/v1/partner/product/${product.id}`, { method: "DELETE" }),
      () => {
        onChanged(null);
        toast.bottom(M.removed);
      },
    );
  }

  return (
    <article className={styles.row} aria-label={product.name}>
      <div className={styles.rowMain}>
        <FallbackImage src={product.imageUrl} alt="" className={styles.thumb} width={72} height={72} />
        <div className={styles.rowText}>
          <h3 className={styles.rowName}>{product.name}</h3>
          <p className={styles.rowMeta}>
            {rate > 0 ? <span className={styles.rate}>{M.discountRate(rate)}</span> : null}
            <span className={styles.price}>{formatWon(product.sellPrice)}</span>
            {rate > 0 ? (
              <del className={styles.struck}>
                <span className="visually-hidden">{M.originalPrice} </span>
                {formatWon(product.originalPrice)}
              </del>
            ) : null}
          </p>
          <p className={styles.rowMeta}>
            <span>{M.stock(formatNumber(product.stock))}</span>
            {product.stockLevel !== "OK" ? (
              <span className={`${badge.tag} ${product.stockLevel === "SOLD_OUT" ? badge.danger : badge.orange}`}>
                {M.stockLabel[product.stockLevel]}
              </span>
            ) : null}
            <span className={`${badge.pill} ${stopped ? badge.muted : badge.green}`}>
              {M.stateLabel[product.state]}
            </span>
            <span>{product.categoryName}</span>
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <Link
          to={consoleProductPath(product.id)}
          className={buttons.outline}
          aria-label={M.actionOn(product.name, M.edit)}
        >
          {M.edit}
        </Link>
        <RowButton product={product} label={M.copy} busy={busy} onClick={copy} />
        <RowButton product={product} label={stopped ? M.resume : M.stop} busy={busy} onClick={toggleState} />
        <RowButton product={product} label={M.remove} busy={busy} onClick={remove} />
      </div>
    </article>
  );
}

/** One of a row's actions, named with the product for a screen reader; off while another is under way. */
function RowButton({
  product,
  label,
  busy,
  onClick,
}: {
  product: PartnerProductSummary;
  label: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={buttons.outline}
      onClick={onClick}
      disabled={busy}
      aria-label={M.actionOn(product.name, label)}
    >
      {label}
    </button>
  );
}
