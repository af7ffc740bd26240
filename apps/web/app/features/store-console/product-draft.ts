/**
 * The product form's state (what the owner types, as text) and the rules between it and the API's shapes
 * (contract/partner.ts): a product loaded into a draft, a draft checked and turned into the body the API takes, the
 * category tree's three levels, the photos' order. Pure, so the form stays thin and these are tested alone.
 */
import type { PartnerOptionGroupInput, PartnerProduct, PartnerProductUpdate } from "@mulmung/contract/partner";
import type { SpeciesRef } from "@mulmung/contract/species";
import { sellsSpecies } from "@mulmung/domain/species";
import { formatSeoulIsoDateTime, toSeoulParts } from "@mulmung/domain/time";
import { CONSOLE_MESSAGE as M } from "./messages.ts";

/** GET /api/v1/product-category's tree (categoryDept1..3). */
export interface CategoryTreeNode {
  code: string;
  name: string;
  dept: number;
  children: CategoryTreeNode[];
}

export interface OptionDraft {
  /** React's key: the option's id, or a new one's. */
  key: string;
  id?: number;
  name: string;
  sellPrice: string;
  isAddProductSellPrice: boolean;
  quantity: string;
  /** The quantity the form was loaded with (an option the product has). */
  quantitySeen?: number;
}

export interface GroupDraft {
  key: string;
  id?: number;
  name: string;
  isRequired: boolean;
  options: OptionDraft[];
}

export interface ProductDraft {
  /** The chosen category code at levels 1, 2 and 3 ("" where none is chosen). */
  categoryCodes: [string, string, string];
  name: string;
  description: string;
  originalPrice: string;
  sellPrice: string;
  stock: string;
  /** The product's stock when the form was loaded (an edit). */
  stockSeen?: number;
  imageUrls: string[];
  keywords: string[];
  optionGroups: GroupDraft[];
  isParcel: boolean;
  isFreeDelivery: boolean;
  parcelDeliveryPrice: string;
  freeDeliveryPriceOrderPayment: string;
  liveArrivalGuarantee: boolean;
  isGroupBuying: boolean;
  /** A `datetime-local` value in Seoul time, "2026-12-01T18:00", or "". */
  groupBuyingEnd: string;
  isFleaMarket: boolean;
  isSet: boolean;
  /** The species a product of 관상어 or 새우·무척추 sells (issue 30); null for none or any other category. */
  species: SpeciesRef | null;
}

let nextKey = 0;
/** A key for a group or option the form adds (never an id the server gave). */
export const newKey = (): string => `new-${++nextKey}`;

export function emptyOption(): OptionDraft {
  return { key: newKey(), name: "", sellPrice: "0", isAddProductSellPrice: true, quantity: "0" };
}

export function emptyGroup(): GroupDraft {
  return { key: newKey(), name: "", isRequired: true, options: [emptyOption()] };
}

export function emptyDraft(): ProductDraft {
  return {
    categoryCodes: ["", "", ""],
    name: "",
    description: "",
    originalPrice: "",
    sellPrice: "",
    stock: "0",
    imageUrls: [],
    keywords: [],
    optionGroups: [],
    isParcel: true,
    isFreeDelivery: false,
    parcelDeliveryPrice: "3000",
    freeDeliveryPriceOrderPayment: "50000",
    liveArrivalGuarantee: false,
    isGroupBuying: false,
    groupBuyingEnd: "",
    isFleaMarket: false,
    isSet: false,
    species: null,
  };
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/** An instant as the `datetime-local` value of Seoul's wall clock: "2026-12-01T18:00". */
export function toSeoulLocalInput(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const p = toSeoulParts(new Date(time));
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}T${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** A `datetime-local` value read as Seoul time, as the API's date-time ("…+09:00"), or null when it is not one. */
export function fromSeoulLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h - 9, mi);
  return formatSeoulIsoDateTime(new Date(utc));
}

/** The codes of a category's path, top first, padded to three levels. */
function codesOf(path: readonly { code: string }[]): [string, string, string] {
  return [path[0]?.code ?? "", path[1]?.code ?? "", path[2]?.code ?? ""];
}

/** A product as the form edits it. */
export function draftFromProduct(product: PartnerProduct): ProductDraft {
  return {
    categoryCodes: codesOf(product.categoryPath.length > 0 ? product.categoryPath : [{ code: product.categoryCode }]),
    name: product.name,
    description: product.description,
    originalPrice: String(product.originalPrice),
    sellPrice: String(product.sellPrice),
    stock: String(product.stock),
    stockSeen: product.stock,
    imageUrls: [...product.imageUrls],
    keywords: [...product.keywords],
    optionGroups: product.optionGroups.map((group) => ({
      key: `group-${group.id}`,
      id: group.id,
      name: group.name,
      isRequired: group.isRequired,
      options: group.options.map((option) => ({
        key: `option-${option.id}`,
        id: option.id,
        name: option.name,
        sellPrice: String(option.sellPrice),
        isAddProductSellPrice: option.isAddProductSellPrice,
        quantity: String(option.quantity),
        quantitySeen: option.quantity,
      })),
    })),
    isParcel: product.delivery.isParcel,
    isFreeDelivery: product.delivery.isFreeDelivery,
    parcelDeliveryPrice: String(product.delivery.parcelDeliveryPrice),
    freeDeliveryPriceOrderPayment: String(product.delivery.freeDeliveryPriceOrderPayment),
    liveArrivalGuarantee: product.liveArrivalGuarantee,
    isGroupBuying: product.isGroupBuying,
    groupBuyingEnd: product.groupBuyingEndDate ? toSeoulLocalInput(product.groupBuyingEndDate) : "",
    isFleaMarket: product.isFleaMarket,
    isSet: product.isSet,
    species: product.species,
  };
}

/** A whole number typed by a person ("12,000", " 300 "), or null when it is not one. */
export function parseWhole(text: string): number | null {
  const cleaned = text.replace(/[,\s원개]/g, "");
  if (!/^\d{1,12}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Where the form shows a problem: a field's id suffix, or "form" for the line above the buttons. */
export interface DraftProblem {
  field: string;
  message: string;
}

export type DraftCheck = { ok: true; body: PartnerProductUpdate } | { ok: false; problem: DraftProblem };

/** The deepest category code chosen ("" when none is). */
export function chosenCategory(codes: readonly string[]): string {
  return [...codes].reverse().find((code) => code !== "") ?? "";
}

/**
 * The draft as the API's create / update body, or the first problem the form can name before asking the server
 * (the server checks everything again and names the field of what it refuses).
 */
export function draftToBody(draft: ProductDraft): DraftCheck {
  const fail = (field: string, message: string): DraftCheck => ({ ok: false, problem: { field, message } });
  const categoryCode = chosenCategory(draft.categoryCodes);
  if (!categoryCode) return fail("category", M.categoryRequired);
  const name = draft.name.trim();
  if (!name) return fail("name", M.nameRequired);
  const originalPrice = parseWhole(draft.originalPrice);
  if (originalPrice === null) return fail("originalPrice", M.numberInvalid(M.originalPriceLabel));
  const sellPrice = parseWhole(draft.sellPrice);
  if (sellPrice === null) return fail("sellPrice", M.numberInvalid(M.sellPriceLabel));
  if (sellPrice > originalPrice) return fail("sellPrice", M.sellAboveOriginal);

  const optionGroups: PartnerOptionGroupInput[] = [];
  for (const [g, group] of draft.optionGroups.entries()) {
    const options: PartnerOptionGroupInput["options"] = [];
    for (const [o, option] of group.options.entries()) {
      const price = parseWhole(option.sellPrice);
      if (price === null) return fail(`group-${g}-option-${o}-price`, M.numberInvalid(M.optionPrice));
      const quantity = parseWhole(option.quantity);
      if (quantity === null) return fail(`group-${g}-option-${o}-stock`, M.numberInvalid(M.optionStock));
      options.push({
        ...(option.id === undefined ? {} : { id: option.id }),
        name: option.name.trim(),
        sellPrice: price,
        isAddProductSellPrice: option.isAddProductSellPrice,
        quantity,
        ...(option.quantitySeen === undefined ? {} : { quantitySeen: option.quantitySeen }),
      });
    }
    optionGroups.push({
      ...(group.id === undefined ? {} : { id: group.id }),
      name: group.name.trim(),
      isRequired: group.isRequired,
      options,
    });
  }

  // With option groups the options carry the stock: the product's own is left as it was loaded.
  let stock: number;
  if (optionGroups.length > 0) {
    stock = draft.stockSeen ?? optionGroups.flatMap((g) => g.options).reduce((sum, o) => sum + o.quantity, 0);
  } else {
    const typed = parseWhole(draft.stock);
    if (typed === null) return fail("stock", M.numberInvalid(M.stockLabel2));
    stock = typed;
  }

  const parcelDeliveryPrice = parseWhole(draft.parcelDeliveryPrice);
  if (parcelDeliveryPrice === null) return fail("parcelDeliveryPrice", M.numberInvalid(M.parcelDeliveryPrice));
  const freeDeliveryPriceOrderPayment = parseWhole(draft.freeDeliveryPriceOrderPayment);
  if (freeDeliveryPriceOrderPayment === null) {
    return fail("freeDeliveryThreshold", M.numberInvalid(M.freeDeliveryThreshold));
  }
  let groupBuyingEndDate: string | null = null;
  if (draft.isGroupBuying) {
    groupBuyingEndDate = fromSeoulLocalInput(draft.groupBuyingEnd);
    if (groupBuyingEndDate === null) return fail("groupBuyingEnd", M.groupBuyingEndRequired);
  }

  return {
    ok: true,
    body: {
      categoryCode,
      name,
      description: draft.description,
      originalPrice,
      sellPrice,
      stock,
      ...(draft.stockSeen === undefined ? {} : { stockSeen: draft.stockSeen }),
      imageUrls: draft.imageUrls,
      keywords: draft.keywords,
      optionGroups,
      delivery: {
        isParcel: draft.isParcel,
        isFreeDelivery: draft.isFreeDelivery,
        parcelDeliveryPrice,
        freeDeliveryPriceOrderPayment,
      },
      liveArrivalGuarantee: draft.liveArrivalGuarantee,
      isGroupBuying: draft.isGroupBuying,
      groupBuyingEndDate,
      isFleaMarket: draft.isFleaMarket,
      isSet: draft.isSet,
      speciesId: draftSellsSpecies(draft) ? (draft.species?.id ?? null) : null,
    },
  };
}

/** Whether the chosen category sells living animals of a species, so the form asks which (issue 30). */
export const draftSellsSpecies = (draft: Pick<ProductDraft, "categoryCodes">): boolean =>
  sellsSpecies(draft.categoryCodes[0]);

/** The draft after choosing `code` at `level`: the levels below cleared, and the species when it sells none. */
export function withCategory(draft: ProductDraft, level: number, code: string): ProductDraft {
  const categoryCodes = chooseCategory(draft.categoryCodes, level, code);
  return { ...draft, categoryCodes, species: sellsSpecies(categoryCodes[0]) ? draft.species : null };
}

/** The choices of each of the three category selects: level 1 always, each next one under the one chosen above. */
export function categoryLevels(
  tree: readonly CategoryTreeNode[],
  codes: readonly string[],
): [CategoryTreeNode[], CategoryTreeNode[], CategoryTreeNode[]] {
  const first = [...tree];
  const second = first.find((node) => node.code === codes[0])?.children ?? [];
  const third = second.find((node) => node.code === codes[1])?.children ?? [];
  return [first, [...second], [...third]];
}

/** The codes after choosing `code` at `level` (0-2): the levels below are cleared. */
export function chooseCategory(codes: readonly string[], level: number, code: string): [string, string, string] {
  const next: [string, string, string] = [codes[0] ?? "", codes[1] ?? "", codes[2] ?? ""];
  next[level] = code;
  for (let below = level + 1; below < 3; below++) next[below] = "";
  return next;
}

/** A list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (list.length === 0) return [];
  const start = Math.min(Math.max(from, 0), list.length - 1);
  const end = Math.min(Math.max(to, 0), list.length - 1);
  if (start === end) return [...list];
  const next = [...list];
  const [item] = next.splice(start, 1);
  next.splice(end, 0, item as T);
  return next;
}

/** Keywords after adding what was typed: trimmed, without a repeat, at most 10 and 20 characters each. */
export function addKeyword(keywords: readonly string[], typed: string): string[] {
  const word = typed.trim().replace(/^#/, "").slice(0, 20);
  if (!word || keywords.includes(word) || keywords.length >= 10) return [...keywords];
  return [...keywords, word];
}

/**
 * After a 409 STOCK_CHANGED: the stock the server has now becomes what the form saw, and what the owner typed for
 * the stock is replaced by it (the rest of the draft, what the owner typed elsewhere, stays).
 */
export function withFreshStock(draft: ProductDraft, product: PartnerProduct): ProductDraft {
  const quantities = new Map(product.optionGroups.flatMap((g) => g.options).map((o) => [o.id, o.quantity]));
  return {
    ...draft,
    stock: String(product.stock),
    stockSeen: product.stock,
    optionGroups: draft.optionGroups.map((group) => ({
      ...group,
      options: group.options.map((option) => {
        const now = option.id === undefined ? undefined : quantities.get(option.id);
        return now === undefined ? option : { ...option, quantity: String(now), quantitySeen: now };
      }),
    })),
  };
}
