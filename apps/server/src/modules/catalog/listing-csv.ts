/**
 * Stock and price in bulk (issue 26): the store's products as a spreadsheet, and the same file taken back. A taken
 * file is checked row by row first (a dry run lists what would change and every refused row with its reason);
 * nothing is applied unless every row is valid, and then all of it in one transaction, the products locked in id
 * order and each row checked again against what is there now. Stock moves relative to the "내려받은 재고" column
 * (domain `stockAfterEdit`), so orders taken since the download are not undone.
 */
import { PRODUCT_CSV_HEADER, type ProductCsvResult, type ProductCsvUpload } from "@mulmung/contract/partner";
import { toCsv } from "@mulmung/domain/csv";
import { stockAfterEdit } from "@mulmung/domain/store-access";
import type { Executor } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps, StoreActor, StorePolicy } from "../shared/deps.ts";
import { readSpreadsheet } from "../shared/spreadsheet.ts";
import { createListingRepository } from "./listing-repository.ts";

const MAX_ROWS = 5_000;
const MAX_WON = 100_000_000;
const MAX_STOCK = 99_999;

type Stock = Awaited<ReturnType<ReturnType<typeof createListingRepository>["storeStock"]>>;
type Change = ProductCsvResult["changes"][number];
type Problem = ProductCsvResult["errors"][number];

/** A whole number in a cell ("12,000" as Excel formats it is read as 12000); null when it is not one. */
function whole(cell: string | undefined, max: number): number | null {
  const text = (cell ?? "").trim().replaceAll(",", "");
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

interface Lookup {
  products: Map<number, Stock["products"][number]>;
  options: Map<number, Stock["options"][number]>;
  seen: Set<string>;
}

/** What one row (its number in the file: `row`) would change, or why it is refused. */
function planRow(cells: string[], row: number, lookup: Lookup): Change[] | string {
  const productId = whole(cells[0], 2_147_483_647);
  const product = productId === null ? undefined : lookup.products.get(productId);
  if (!product) return "이 매장의 상품번호가 아닙니다.";
  const optionCell = (cells[1] ?? "").trim();
  const optionId = optionCell === "" ? null : whole(optionCell, 2_147_483_647);
  const option = optionId === null ? undefined : lookup.options.get(optionId);
  if (optionCell !== "" && (!option || option.productId !== product.id)) return "이 상품의 옵션번호가 아닙니다.";
  const key = `${product.id}:${optionId ?? ""}`;
  if (lookup.seen.has(key)) return "같은 상품(옵션)이 두 줄에 있습니다.";
  lookup.seen.add(key);
  const sellPrice = whole(cells[5], MAX_WON);
  const downloaded = whole(cells[6], MAX_STOCK);
  const entered = whole(cells[7], MAX_STOCK);
  if (sellPrice === null) return "판매가는 0원에서 1억 원 사이의 숫자로 적어주세요.";
  if (downloaded === null) return "내려받은 재고 칸은 고치지 말아주세요 (숫자여야 합니다).";
  if (entered === null) return "재고는 0에서 99,999 사이의 숫자로 적어주세요.";
  const now = option ? option.quantity : product.stock;
  const next = stockAfterEdit(now, downloaded, entered);
  if (next === null) return "내려받은 뒤 주문이 들어와 재고가 바뀌었습니다. 파일을 새로 내려받아 주세요.";
  const base = { row, productId: product.id, optionId: option?.id ?? null };
  const changes: Change[] = [];
  if (option) {
    const name = `${product.name} / ${option.name}`;
    if (sellPrice !== option.sellPrice)
      changes.push({ ...base, name, field: "판매가", from: option.sellPrice, to: sellPrice });
    if (next !== now) changes.push({ ...base, name, field: "재고", from: now, to: next });
    return changes;
  }
  const name = product.name;
  const originalPrice = whole(cells[4], MAX_WON);
  if (originalPrice === null) return "정가는 0원에서 1억 원 사이의 숫자로 적어주세요.";
  if (sellPrice > originalPrice) return "판매가는 정가보다 클 수 없습니다.";
  if (originalPrice !== product.originalPrice) {
    changes.push({ ...base, name, field: "정가", from: product.originalPrice, to: originalPrice });
  }
  if (sellPrice !== product.sellPrice)
    changes.push({ ...base, name, field: "판매가", from: product.sellPrice, to: sellPrice });
  if (next !== now) changes.push({ ...base, name, field: "재고", from: now, to: next });
  return changes;
}

/** What every row of the file would change, checked against `stock`; the problems instead where a row is wrong. */
function plan(rows: string[][], stock: Stock): { changes: Change[]; errors: Problem[] } {
  const lookup: Lookup = {
    products: new Map(stock.products.map((p) => [p.id, p])),
    options: new Map(stock.options.map((o) => [o.id, o])),
    seen: new Set(),
  };
  const changes: Change[] = [];
  const errors: Problem[] = [];
  for (const [index, cells] of rows.entries()) {
    // The file's first line is the header: a data row's number in the file is its index + 2.
    const outcome = planRow(cells, index + 2, lookup);
    if (typeof outcome === "string") errors.push({ row: index + 2, message: outcome });
    else changes.push(...outcome);
  }
  return { changes, errors };
}

/**
 * Writes the planned changes. A required option's stock moves its product's stock by as much (a line takes units
 * from both, domain `lineStockQuantity`), on top of the product row's own change if the file has one.
 */
async function applyChanges(executor: Executor, changes: Change[], stock: Stock) {
  const repository = createListingRepository(executor);
  const products = new Map(stock.products.map((p) => [p.id, p]));
  const requiredOptions = new Set(stock.options.filter((o) => o.isRequiredByGroup).map((o) => o.id));
  const byTarget = new Map<string, { productId: number; optionId: number | null; values: Record<string, number> }>();
  const target = (productId: number, optionId: number | null) => {
    const key = `${productId}:${optionId ?? ""}`;
    const entry = byTarget.get(key) ?? { productId, optionId, values: {} };
    byTarget.set(key, entry);
    return entry;
  };
  for (const change of changes) {
    const column = { 정가: "originalPrice", 판매가: "sellPrice", 재고: change.optionId ? "quantity" : "stock" }[
      change.field
    ];
    target(change.productId, change.optionId).values[column] = change.to;
  }
  for (const change of changes) {
    if (change.field !== "재고" || change.optionId === null || !requiredOptions.has(change.optionId)) continue;
    const product = target(change.productId, null);
    const base = product.values.stock ?? products.get(change.productId)?.stock ?? 0;
    product.values.stock = Math.max(0, base + change.to - change.from);
  }
  for (const { productId, optionId, values } of byTarget.values()) {
    if (optionId === null) await repository.updateProduct(productId, values as { stock?: number });
    else await repository.updateOption(optionId, values as { quantity?: number });
  }
}

export function createListingCsvService(deps: Pick<ServiceDeps, "db"> & { affiliate: StorePolicy }) {
  const { db, affiliate } = deps;

  return {
    /** The store's products and options as the spreadsheet to edit (UTF-8 with the BOM, for Excel). */
    async download(actor: StoreActor, affiliateId: number): Promise<{ fileName: string; body: string }> {
      await affiliate.requireStore(actor, affiliateId, "products");
      const { products, options } = await createListingRepository(db).storeStock(affiliateId);
      const rows: (string | number)[][] = [[...PRODUCT_CSV_HEADER]];
      for (const p of products) {
        rows.push([p.id, "", p.name, "", p.originalPrice, p.sellPrice, p.stock, p.stock]);
        for (const o of options.filter((option) => option.productId === p.id)) {
          rows.push([p.id, o.id, p.name, o.name, "", o.sellPrice, o.quantity, o.quantity]);
        }
      }
      return { fileName: `products-${affiliateId}.csv`, body: toCsv(rows) };
    },

    /** A dry run, or (with `apply`) the file applied whole: every row valid, or nothing changes. */
    async upload(actor: StoreActor, input: ProductCsvUpload): Promise<ProductCsvResult> {
      await affiliate.requireStore(actor, input.affiliateId, "products");
      const [header, ...rows] = readSpreadsheet(input.file);
      if (!header || PRODUCT_CSV_HEADER.some((title, i) => (header[i] ?? "").trim() !== title)) {
        throw AppError.badRequest(`첫 줄은 내려받은 파일의 제목 줄(${PRODUCT_CSV_HEADER.join(", ")})이어야 합니다.`);
      }
      if (rows.length > MAX_ROWS)
        throw AppError.badRequest(`한 번에 ${MAX_ROWS.toLocaleString("ko-KR")}줄까지 올릴 수 있습니다.`);
      if (!input.apply) {
        const result = plan(rows, await createListingRepository(db).storeStock(input.affiliateId));
        return { applied: false, rowCount: rows.length, ...result };
      }
      return db.transaction(async (tx) => {
        const stock = await createListingRepository(tx).storeStock(input.affiliateId, true);
        const result = plan(rows, stock);
        if (result.errors.length === 0) await applyChanges(tx, result.changes, stock);
        return { applied: result.errors.length === 0, rowCount: rows.length, ...result };
      });
    },
  };
}

export type ListingCsvService = ReturnType<typeof createListingCsvService>;
