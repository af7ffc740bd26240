/**
 * A store lists its products (issue 26, `/api/v1/partner/product`): create, edit, copy, stop and restart, delete
 * when never ordered, and the store's own list. Who may do it is the one store policy (`affiliate.requireStore`,
 * action "products"); a product of a store the caller does not run answers 404 like a missing one.
 *
 * Editing never touches past orders (their lines keep the name, price and options as bought). Stock is edited
 * relative to what the form showed (domain `stockAfterEdit`): sales made meanwhile are kept, and an edit they would
 * take below zero is refused (STOCK_CHANGED). The product is locked for the edit, as confirmation locks it to sell.
 */
import type {
  PartnerOptionGroupInput,
  PartnerProduct,
  PartnerProductCreate,
  PartnerProductListQuery,
  PartnerProductSummary,
  PartnerProductUpdate,
} from "@mulmung/contract/partner";
import { SET_PRODUCT_CATEGORY_CODE } from "@mulmung/domain/constants";
import { ErrorCode } from "@mulmung/domain/errors";
import { sellsSpecies } from "@mulmung/domain/species";
import { type StoreAction, stockAfterEdit, stockLevel } from "@mulmung/domain/store-access";
import type { Executor } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps, StoreActor, StorePolicy } from "../shared/deps.ts";
import { ownImage } from "../shared/own-image.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { sanitizeRichText } from "../shared/sanitize.ts";
import { createListingRepository, type OptionGroupRow, type OptionRow, type ProductRow } from "./listing-repository.ts";

const ACTION: StoreAction = "products";

/** What an edit did to the options of required groups: whether there were any, the change, the new total. */
interface RequiredStock {
  before: boolean;
  delta: number;
  total: number;
}
const COPY_PREFIX = "[복사] ";

/** The fields `columnsOf` writes as they come; the species depends on the category (`speciesColumn`). */
type ProductFields = Omit<PartnerProductUpdate, "speciesId">;

export function createListingService(deps: Pick<ServiceDeps, "db" | "config"> & { affiliate: StorePolicy }) {
  const { db, affiliate } = deps;
  const publicUrl = deps.config.publicUrl;

  /** The product, when the caller may list products for its store; 404 otherwise (not "someone else's"). */
  async function requireOwnProduct(actor: StoreActor, id: number, executor: Executor = db) {
    const repository = createListingRepository(executor);
    const row = executor === db ? await repository.findProduct(id) : await repository.lockProduct(id);
    if (!row) throw AppError.notFound("상품을 찾을 수 없습니다.");
    try {
      await affiliate.requireStore(actor, row.affiliateId, ACTION);
    } catch {
      throw AppError.notFound("상품을 찾을 수 없습니다.");
    }
    return row;
  }

  /** The category's dept1..3 columns from its code and parents; CATEGORY_INVALID for an unknown code. */
  async function categoryColumns(executor: Executor, code: string) {
    const path = await createListingRepository(executor).categoryPath(code);
    if (path.length === 0 || path[0]?.dept !== 1) throw AppError.of(ErrorCode.CATEGORY_INVALID);
    const at = (dept: number) => path.find((c) => c.dept === dept)?.code ?? null;
    return { categoryDept1Code: at(1) as string, categoryDept2Code: at(2), categoryDept3Code: at(3) };
  }

  /**
   * The species a product sells: kept for a product of 관상어 or 새우·무척추 (issue 30), dropped for any other
   * category (a product moved to 용품 sells no fish); a species that does not exist is refused.
   */
  async function speciesColumn(executor: Executor, dept1Code: string, speciesId: number | null) {
    if (speciesId === null || !sellsSpecies(dept1Code)) return { speciesId: null };
    if (!(await createListingRepository(executor).speciesRef(speciesId))) {
      throw AppError.badRequest("어종을 찾을 수 없습니다. 다시 선택해주세요.");
    }
    return { speciesId };
  }

  /** Our uploads as their bare path; a site photo (`/images/...`) only where the product already shows it. */
  function imagePaths(urls: string[], kept: readonly string[]): string[] {
    return urls.map((url) => (kept.includes(url) ? url : ownImage(url, publicUrl)));
  }

  /** The product columns a form sets (stock aside: that is relative, see `edit`). */
  function columnsOf(fields: ProductFields, keptImages: readonly string[] = []) {
    const keywords = [...new Set(fields.keywords.filter((k) => k !== SET_PRODUCT_CATEGORY_CODE))];
    return {
      name: fields.name,
      description: sanitizeRichText(fields.description, publicUrl),
      originalPrice: fields.originalPrice,
      sellPrice: fields.sellPrice,
      imageUrls: imagePaths(fields.imageUrls, keptImages),
      keywords: fields.isSet ? [...keywords, SET_PRODUCT_CATEGORY_CODE] : keywords,
      isUseOptionGroup: fields.optionGroups.length > 0,
      isParcel: fields.delivery.isParcel,
      isFreeDelivery: fields.delivery.isFreeDelivery,
      parcelDeliveryPrice: fields.delivery.parcelDeliveryPrice,
      freeDeliveryPriceOrderPayment: fields.delivery.freeDeliveryPriceOrderPayment,
      liveArrivalGuarantee: fields.liveArrivalGuarantee,
      isGroupBuying: fields.isGroupBuying,
      groupBuyingEndDate:
        fields.isGroupBuying && fields.groupBuyingEndDate ? new Date(fields.groupBuyingEndDate) : null,
      isFleaMarket: fields.isFleaMarket,
    };
  }

  /**
   * Writes the form's option groups: kept ones (with an id of this product) updated, new ones added, the rest
   * removed. Each option's quantity is set relative to what the form showed; an option the sales emptied below
   * what the owner meant is refused.
   */
  async function writeGroups(
    executor: Executor,
    productId: number,
    groups: PartnerOptionGroupInput[],
  ): Promise<RequiredStock> {
    const repository = createListingRepository(executor);
    const groupIds = groups.flatMap((g) => (g.id === undefined ? [] : [g.id]));
    const optionIds = groups.flatMap((g) => g.options.flatMap((o) => (o.id === undefined ? [] : [o.id])));
    if (!(await repository.ownsOptions(productId, groupIds, optionIds))) {
      throw AppError.badRequest("옵션을 다시 불러온 뒤 저장해주세요.");
    }
    const current = new Map((await repository.findGroups(productId)).options.map((o) => [o.id, o]));
    const kept = new Set(optionIds);
    const required = (o: { isRequiredByGroup: boolean; quantity: number }) => (o.isRequiredByGroup ? o.quantity : 0);
    // What the required options held, and how much the edit moves them (removed ones give up all they held).
    const result: RequiredStock = {
      before: [...current.values()].some((o) => o.isRequiredByGroup),
      delta: -[...current.values()].filter((o) => !kept.has(o.id)).reduce((sum, o) => sum + required(o), 0),
      total: 0,
    };
    await repository.deleteOtherOptions(productId, groupIds, optionIds);
    for (const [groupOrder, group] of groups.entries()) {
      const groupValues = { name: group.name, isRequired: group.isRequired, orderNumber: groupOrder };
      const groupId = group.id ?? (await repository.insertGroup({ productId, ...groupValues })).id;
      if (group.id !== undefined) await repository.updateGroup(group.id, groupValues);
      for (const [optionOrder, option] of group.options.entries()) {
        const values = {
          name: option.name,
          sellPrice: option.sellPrice,
          isAddProductSellPrice: option.isAddProductSellPrice,
          isRequiredByGroup: group.isRequired,
          orderNumber: optionOrder,
        };
        const now = option.id === undefined ? undefined : current.get(option.id);
        if (now === undefined) {
          await repository.insertOption({ productId, optionGroupId: groupId, ...values, quantity: option.quantity });
          result.delta += required({ isRequiredByGroup: group.isRequired, quantity: option.quantity });
          result.total += required({ isRequiredByGroup: group.isRequired, quantity: option.quantity });
          continue;
        }
        const quantity = stockAfterEdit(now.quantity, option.quantitySeen ?? now.quantity, option.quantity);
        if (quantity === null) throw AppError.of(ErrorCode.STOCK_CHANGED);
        await repository.updateOption(now.id, { ...values, optionGroupId: groupId, quantity });
        result.delta += required({ isRequiredByGroup: group.isRequired, quantity }) - required(now);
        result.total += required({ isRequiredByGroup: group.isRequired, quantity });
      }
    }
    return result;
  }

  /**
   * A line with required options takes its units from the product's stock too (domain `lineStockQuantity`), so
   * with a required group the product's stock follows its required options: their total for a new one, moved by the
   * options' changes on an edit (sales meanwhile kept). Without one, the product's own stock as the form set it.
   */
  function stockWithOptions(current: number | null, own: number, options: RequiredStock, hasRequired: boolean) {
    if (!hasRequired) return own;
    if (current === null || !options.before) return options.total;
    return Math.max(0, current + options.delta);
  }

  async function toPartnerProduct(row: ProductRow, executor: Executor = db): Promise<PartnerProduct> {
    const repository = createListingRepository(executor);
    const categoryCode = row.categoryDept3Code ?? row.categoryDept2Code ?? row.categoryDept1Code;
    // One after another: inside a transaction the three share its one connection.
    const path = await repository.categoryPath(categoryCode);
    const { groups, options } = await repository.findGroups(row.id);
    const hasOrders = await repository.hasOrders(row.id);
    const species = row.speciesId === null ? null : ((await repository.speciesRef(row.speciesId)) ?? null);
    return {
      id: row.id,
      affiliateId: row.affiliateId,
      state: row.state === "DEACTIVATE" ? "DEACTIVATE" : "NORMAL",
      categoryCode,
      categoryPath: path.map(({ code, name }) => ({ code, name })),
      name: row.name,
      description: row.description,
      originalPrice: row.originalPrice,
      sellPrice: row.sellPrice,
      stock: row.stock,
      imageUrls: row.imageUrls,
      keywords: row.keywords.filter((k) => k !== SET_PRODUCT_CATEGORY_CODE),
      optionGroups: groups.map((group: OptionGroupRow) => ({
        id: group.id,
        name: group.name,
        isRequired: group.isRequired,
        options: options
          .filter((o: OptionRow) => o.optionGroupId === group.id)
          .map((o) => ({
            id: o.id,
            name: o.name,
            sellPrice: o.sellPrice,
            isAddProductSellPrice: o.isAddProductSellPrice,
            quantity: o.quantity,
          })),
      })),
      delivery: {
        isParcel: row.isParcel,
        isFreeDelivery: row.isFreeDelivery,
        parcelDeliveryPrice: row.parcelDeliveryPrice,
        freeDeliveryPriceOrderPayment: row.freeDeliveryPriceOrderPayment,
      },
      liveArrivalGuarantee: row.liveArrivalGuarantee,
      isGroupBuying: row.isGroupBuying,
      groupBuyingEndDate: row.groupBuyingEndDate?.toISOString() ?? null,
      isFleaMarket: row.isFleaMarket,
      isSet: row.keywords.includes(SET_PRODUCT_CATEGORY_CODE),
      species,
      hasOrders,
      salesVolume: row.salesVolume,
      createDate: row.createDate.toISOString(),
    };
  }

  return {
    async list(actor: StoreActor, query: PartnerProductListQuery) {
      await affiliate.requireStore(actor, query.affiliateId, ACTION);
      const repository = createListingRepository(db);
      const filter = {
        affiliateId: query.affiliateId,
        searchWord: query.searchWord || undefined,
        state: query.state,
        stock: query.stock,
      };
      const rows = await repository.listStoreProducts(filter, pageWindow(query));
      const page = pageOf(
        rows,
        query,
        (row): PartnerProductSummary => ({
          id: row.id,
          name: row.name,
          imageUrl: row.imageUrls[0] ?? null,
          originalPrice: row.originalPrice,
          sellPrice: row.sellPrice,
          stock: row.stock,
          stockLevel: stockLevel(row.stock),
          state: row.state === "DEACTIVATE" ? "DEACTIVATE" : "NORMAL",
          salesVolume: row.salesVolume,
          categoryName: row.categoryName,
          createDate: row.createDate.toISOString(),
        }),
      );
      return {
        ...page,
        ...(query.isTotalCount ? { totalCount: await repository.countStoreProducts(filter) } : {}),
      };
    },

    /** Products on sale with none or few left, for the console's home. */
    stockCounts: (affiliateId: number) => createListingRepository(db).stockCounts(affiliateId),

    async get(actor: StoreActor, id: number): Promise<PartnerProduct> {
      return toPartnerProduct(await requireOwnProduct(actor, id));
    },

    async create(actor: StoreActor, input: PartnerProductCreate): Promise<PartnerProduct> {
      await affiliate.requireStore(actor, input.affiliateId, ACTION);
      return db.transaction(async (tx) => {
        const repository = createListingRepository(tx);
        const category = await categoryColumns(tx, input.categoryCode);
        const inserted = await repository.insertProduct({
          affiliateId: input.affiliateId,
          ...category,
          ...(await speciesColumn(tx, category.categoryDept1Code, input.speciesId)),
          ...columnsOf(input),
          stock: input.stock,
          state: "NORMAL",
        });
        const options = await writeGroups(tx, inserted.id, input.optionGroups);
        const stock = stockWithOptions(
          null,
          input.stock,
          options,
          input.optionGroups.some((g) => g.isRequired),
        );
        const row = stock === inserted.stock ? inserted : await repository.updateProduct(inserted.id, { stock });
        return toPartnerProduct(row, tx);
      });
    },

    async update(actor: StoreActor, id: number, input: PartnerProductUpdate): Promise<PartnerProduct> {
      return db.transaction(async (tx) => {
        const current = await requireOwnProduct(actor, id, tx);
        const stock = stockAfterEdit(current.stock, input.stockSeen ?? current.stock, input.stock);
        if (stock === null) throw AppError.of(ErrorCode.STOCK_CHANGED);
        const options = await writeGroups(tx, id, input.optionGroups);
        const category = await categoryColumns(tx, input.categoryCode);
        const row = await createListingRepository(tx).updateProduct(id, {
          ...category,
          ...(await speciesColumn(tx, category.categoryDept1Code, input.speciesId)),
          ...columnsOf(input, current.imageUrls),
          stock: stockWithOptions(
            current.stock,
            stock,
            options,
            input.optionGroups.some((g) => g.isRequired),
          ),
        });
        return toPartnerProduct(row, tx);
      });
    },

    /** A copy to edit into a new product: stopped until the owner puts it on sale, nothing sold yet. */
    async copy(actor: StoreActor, id: number): Promise<PartnerProduct> {
      const source = await this.get(actor, id);
      return db.transaction(async (tx) => {
        const repository = createListingRepository(tx);
        const original = (await repository.findProduct(id)) as ProductRow;
        const row = await repository.insertProduct({
          affiliateId: original.affiliateId,
          categoryDept1Code: original.categoryDept1Code,
          categoryDept2Code: original.categoryDept2Code,
          categoryDept3Code: original.categoryDept3Code,
          speciesId: original.speciesId,
          ...columnsOf(
            { ...source, name: `${COPY_PREFIX}${source.name}`.slice(0, 100), optionGroups: [] },
            original.imageUrls,
          ),
          description: original.description,
          isUseOptionGroup: source.optionGroups.length > 0,
          notice: original.notice,
          deliveryGuide: original.deliveryGuide,
          stock: original.stock,
          state: "DEACTIVATE",
        });
        await writeGroups(
          tx,
          row.id,
          source.optionGroups.map((g) => ({
            name: g.name,
            isRequired: g.isRequired,
            options: g.options.map((o) => ({ ...o, id: undefined })),
          })),
        );
        return toPartnerProduct(row, tx);
      });
    },

    async setState(actor: StoreActor, id: number, state: "NORMAL" | "DEACTIVATE"): Promise<PartnerProduct> {
      return db.transaction(async (tx) => {
        await requireOwnProduct(actor, id, tx);
        return toPartnerProduct(await createListingRepository(tx).updateProduct(id, { state }), tx);
      });
    },

    /** Gone from the shop and the console; only a product nobody ordered (past orders keep theirs). */
    async remove(actor: StoreActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await requireOwnProduct(actor, id, tx);
        const repository = createListingRepository(tx);
        if (await repository.hasOrders(id)) throw AppError.of(ErrorCode.PRODUCT_HAS_ORDERS);
        await repository.updateProduct(id, { state: "DELETE" });
      });
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;
