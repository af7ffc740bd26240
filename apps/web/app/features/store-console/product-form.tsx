/**
 * /store-console/product/new and /store-console/product/{id}: one form for a product (issue 26). Category in three
 * levels, name, up to 10 photos (the first is the cover; reordered by drag or by 앞으로 / 뒤로), prices with the
 * discount, stock (per option once there are option groups), option groups, delivery, the sales kinds, keywords
 * and the description in the rich-text editor. 저장 creates (then the edit page) or saves; a stock edit sends what
 * the form loaded, and a 409 STOCK_CHANGED takes the stock as it is now and says so.
 */
import type { PartnerProduct, PartnerStore } from "@mulmung/contract/partner";
import { formatNumber } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { discountRate } from "@mulmung/domain/money";
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import badge from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import chip from "../../components/chip.module.css";
import { FixedFooter } from "../../components/fixed-footer.tsx";
import form from "../../components/form.module.css";
import lists from "../../components/list.module.css";
import { AddPhotos, RemovePhoto } from "../../components/photo-picker.tsx";
import { Switch } from "../../components/switch.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH, withQuery } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import styles from "./console.module.css";
import { consoleProductPath } from "./console-query.ts";
import { CONSOLE_MESSAGE as M } from "./messages.ts";
import {
  addKeyword,
  type CategoryTreeNode,
  categoryLevels,
  chooseCategory,
  type DraftProblem,
  draftFromProduct,
  draftToBody,
  emptyDraft,
  emptyGroup,
  emptyOption,
  type GroupDraft,
  moveItem,
  type OptionDraft,
  type ProductDraft,
  parseWhole,
  withFreshStock,
} from "./product-draft.ts";

// The editor's code loads only when this form is shown.
const RichTextEditor = lazy(() => import("../../components/rich-text-editor/rich-text-editor.tsx"));

/** The contract's limits (contract/partner.ts), written again here so zod stays out of the page's bundle. */
const MAX_PHOTOS = 10;
const MAX_GROUPS = 5;
const MAX_OPTIONS = 30;

const fieldId = (field: string) => `product-${field}`;
const LEVELS = [0, 1, 2] as const;

export function ProductForm({
  store,
  categories,
  product,
}: {
  store: PartnerStore;
  categories: readonly CategoryTreeNode[];
  product: PartnerProduct | null;
}) {
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftFromProduct(product) : emptyDraft()));
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const isClient = useIsClient();
  const toast = useToast();
  const navigate = useNavigate();

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (problem && problem.field !== "form") setProblem(null);
  };
  /** The draft's amount `key` as a labelled number box, its error under it. */
  const amountField = (key: AmountKey, label: string, unit: string) => (
    <AmountField
      field={key}
      label={label}
      value={draft[key]}
      unit={unit}
      error={errorOf(key)}
      onChange={(v) => set(key, v)}
    />
  );
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);

  function showProblem(next: DraftProblem) {
    setProblem(next);
    // The field with the problem, or the line above the buttons.
    requestAnimationFrame(() => {
      const target = document.getElementById(fieldId(next.field)) ?? document.getElementById(fieldId("form"));
      target?.focus();
      target?.scrollIntoView({ block: "center" });
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || uploading) return;
    const check = draftToBody(draft);
    if (!check.ok) return showProblem(check.problem);
    setSaving(true);
    setProblem(null);
    const res = product
      ? await apiRequest<PartnerProduct>(`/api/v1/partner/product/${product.id}`, { method: "PUT", body: check.body })
      : await apiRequest<PartnerProduct>("/api/v1/partner/product", {
          method: "POST",
          body: { ...check.body, affiliateId: store.id },
        });
    if (!res.ok) {
      if (product && res.code === ErrorCode.STOCK_CHANGED) {
        const fresh = await apiRequest<PartnerProduct>(`/api/v1/partner/product/${product.id}`);
        if (fresh.ok) setDraft((current) => withFreshStock(current, fresh.body));
        setSaving(false);
        toast.bottom(M.stockChanged);
        return showProblem({ field: "form", message: M.stockChanged });
      }
      setSaving(false);
      return showProblem({ field: "form", message: res.message });
    }
    setSaving(false);
    if (product) {
      setDraft((current) => withFreshStock(current, res.body));
      toast.bottom(M.saved);
    } else {
      toast.bottom(M.created);
      navigate(consoleProductPath(res.body.id), { replace: true });
    }
  }

  const rate = discountRate(parseWhole(draft.originalPrice) ?? 0, parseWhole(draft.sellPrice) ?? 0);
  const levels = categoryLevels(categories, draft.categoryCodes);
  const hasGroups = draft.optionGroups.length > 0;

  return (
    <form id="product-form" className={styles.form} onSubmit={onSubmit} noValidate>
      <Section title={M.sectionBasic}>
        <fieldset className={`${styles.field} ${styles.bare}`} id={fieldId("category")} tabIndex={-1}>
          <legend className={styles.label}>{M.category}</legend>
          <div className={styles.categories}>
            {LEVELS.map((level) => {
              const choices = levels[level];
              return (
                <div key={level}>
                  <label htmlFor={fieldId(`category-${level + 1}`)} className="visually-hidden">
                    {M.categoryLevel(level + 1)}
                  </label>
                  <select
                    id={fieldId(`category-${level + 1}`)}
                    className={`${form.select} ${styles.select}`}
                    value={draft.categoryCodes[level] ?? ""}
                    disabled={choices.length === 0}
                    aria-invalid={errorOf("category") ? true : undefined}
                    onChange={(e) => set("categoryCodes", chooseCategory(draft.categoryCodes, level, e.target.value))}
                  >
                    <option value="">{choices.length === 0 ? M.categoryNone : M.categoryChoose[level]}</option>
                    {choices.map((node) => (
                      <option key={node.code} value={node.code}>
                        {node.name}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
          <FieldError message={errorOf("category")} />
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={fieldId("name")} className={styles.label}>
            {M.name}
          </label>
          <input
            id={fieldId("name")}
            className={`${form.control} ${styles.input}`}
            value={draft.name}
            maxLength={100}
            placeholder={M.namePlaceholder}
            aria-invalid={errorOf("name") ? true : undefined}
            onChange={(e) => set("name", e.target.value)}
          />
          <FieldError message={errorOf("name")} />
        </div>
      </Section>

      <Section title={M.sectionPhotos}>
        <PhotoEditor links={draft.imageUrls} onChange={(links) => set("imageUrls", links)} onBusy={setUploading} />
      </Section>

      <Section title={M.sectionPrice}>
        <div className={styles.twoColumns}>
          {amountField("originalPrice", M.originalPriceLabel, M.won)}
          {amountField("sellPrice", M.sellPriceLabel, M.won)}
        </div>
        <p className={rate > 0 ? styles.discount : styles.hint} aria-live="polite">
          {rate > 0 ? M.discount(rate) : M.noDiscount}
        </p>
        {hasGroups ? <p className={styles.hint}>{M.stockByOption}</p> : amountField("stock", M.stockLabel2, M.count)}
      </Section>

      <Section title={M.sectionOptions}>
        <p className={styles.hint}>{M.optionGroupsHint}</p>
        {draft.optionGroups.length > 0 ? <p className={styles.hint}>{M.optionAddHint}</p> : null}
        <OptionGroupsEditor
          groups={draft.optionGroups}
          onChange={(groups) => set("optionGroups", groups)}
          errorOf={errorOf}
        />
      </Section>

      <Section title={M.sectionDelivery}>
        <DeliveryFields
          value={draft}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          errorOf={errorOf}
        />
      </Section>

      <Section title={M.sectionSales}>
        <Toggle
          id={fieldId("liveArrival")}
          label={M.liveArrival}
          hint={M.liveArrivalHint}
          checked={draft.liveArrivalGuarantee}
          onChange={(v) => set("liveArrivalGuarantee", v)}
        />
        <Toggle
          id={fieldId("isGroupBuying")}
          label={M.groupBuying}
          checked={draft.isGroupBuying}
          onChange={(v) => set("isGroupBuying", v)}
        />
        {draft.isGroupBuying ? (
          <div className={styles.field}>
            <label htmlFor={fieldId("groupBuyingEnd")} className={styles.label}>
              {M.groupBuyingEnd}
            </label>
            <input
              id={fieldId("groupBuyingEnd")}
              type="datetime-local"
              className={`${form.control} ${styles.input}`}
              value={draft.groupBuyingEnd}
              aria-invalid={errorOf("groupBuyingEnd") ? true : undefined}
              onChange={(e) => set("groupBuyingEnd", e.target.value)}
            />
            <FieldError message={errorOf("groupBuyingEnd")} />
          </div>
        ) : null}
        <Toggle
          id={fieldId("isFleaMarket")}
          label={M.fleaMarket}
          checked={draft.isFleaMarket}
          onChange={(v) => set("isFleaMarket", v)}
        />
        <Toggle id={fieldId("isSet")} label={M.set} checked={draft.isSet} onChange={(v) => set("isSet", v)} />
      </Section>

      <Section title={M.sectionKeywords}>
        <KeywordsEditor keywords={draft.keywords} onChange={(words) => set("keywords", words)} />
      </Section>

      <Section title={M.sectionDescription}>
        <Suspense fallback={<p className={styles.hint}>{M.editorLoading}</p>}>
          <RichTextEditor
            id={fieldId("description")}
            initialHtml={draft.description}
            onChange={(html) => set("description", html)}
            label={M.description}
            placeholder={M.descriptionPlaceholder}
          />
        </Suspense>
      </Section>

      {problem?.field === "form" ? (
        <p id={fieldId("form")} className={styles.formError} role="alert" tabIndex={-1}>
          {problem.message}
        </p>
      ) : null}

      <FixedFooter label={product ? M.editTitle : M.newTitle}>
        <div className={styles.footerButtons}>
          {product ? (
            <a
              href={withQuery(PATH.productPreview, { id: product.id })}
              target="_blank"
              rel="noopener"
              className={buttons.outline}
            >
              {M.preview}
            </a>
          ) : (
            <button type="button" className={buttons.outline} disabled title={M.previewHint}>
              {M.preview}
            </button>
          )}
          <button type="submit" className={buttons.primary} disabled={!isClient || saving || uploading}>
            {saving ? M.saving : M.save}
          </button>
        </div>
      </FixedFooter>
    </form>
  );
}

/** The delivery setting: 택배 배송, 무료 배송, the fee and the free-delivery threshold (a product's, or a store's default). */
export type DeliveryDraft = Pick<
  ProductDraft,
  "isParcel" | "isFreeDelivery" | "parcelDeliveryPrice" | "freeDeliveryPriceOrderPayment"
>;

export function DeliveryFields({
  value,
  onChange,
  errorOf,
  surcharge = <p className={styles.hint}>{M.surcharge}</p>,
}: {
  value: DeliveryDraft;
  onChange: (patch: Partial<DeliveryDraft>) => void;
  errorOf: (field: string) => string | null;
  /** What is said (or asked) of the Jeju and island surcharges. */
  surcharge?: ReactNode;
}) {
  const toggle = (key: "isParcel" | "isFreeDelivery", hint?: string) => (
    <Toggle
      id={fieldId(key)}
      label={M[key]}
      hint={hint}
      checked={value[key]}
      onChange={(v) => onChange({ [key]: v })}
    />
  );
  const amount = (key: "parcelDeliveryPrice" | "freeDeliveryPriceOrderPayment", field: string, label: string) => (
    <AmountField
      {...{ field, label, value: value[key] }}
      unit={M.won}
      error={errorOf(field)}
      onChange={(v) => onChange({ [key]: v })}
    />
  );
  return (
    <>
      {toggle("isParcel", M.isParcelHint)}
      {value.isParcel ? (
        <>
          {toggle("isFreeDelivery")}
          {value.isFreeDelivery ? null : (
            <div className={styles.twoColumns}>
              {amount("parcelDeliveryPrice", "parcelDeliveryPrice", M.parcelDeliveryPrice)}
              {amount("freeDeliveryPriceOrderPayment", "freeDeliveryThreshold", M.freeDeliveryThreshold)}
            </div>
          )}
          {value.isFreeDelivery ? null : <p className={styles.hint}>{M.freeDeliveryThresholdHint}</p>}
          {surcharge}
        </>
      ) : null}
    </>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

export function FieldError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.fieldError} role="alert">
      {message}
    </p>
  ) : null;
}

type AmountKey = "originalPrice" | "sellPrice" | "stock";

export function AmountField({
  field,
  label,
  value,
  unit,
  error,
  onChange,
}: {
  field: string;
  label: string;
  value: string;
  unit: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)} className={styles.label}>
        {label}
      </label>
      <div className={styles.amount}>
        <input
          id={fieldId(field)}
          className={`${form.control} ${styles.input}`}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
          // 12000 reads as 12,000 once typed; parseWhole takes it back either way.
          onBlur={() => {
            const amount = parseWhole(value);
            if (amount !== null) onChange(formatNumber(amount));
          }}
        />
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
      </div>
      <FieldError message={error} />
    </div>
  );
}

export function Toggle({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.toggle}>
      <label htmlFor={id} className={styles.toggleText}>
        {label}
        {hint ? <small>{hint}</small> : null}
      </label>
      <Switch id={id} checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </div>
  );
}

/** Photos: upload, remove, and order by drag or by 앞으로 / 뒤로 (the first is the cover). */
function PhotoEditor({
  links,
  onChange,
  onBusy,
}: {
  links: string[];
  onChange: (links: string[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusAfterMove, setFocusAfterMove] = useState<{ index: number; which: "forward" | "back" } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (!focusAfterMove || !list.current) return;
    const item = list.current.querySelector(`[data-photo-index="${focusAfterMove.index}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`button[data-move="${focusAfterMove.which}"]`);
    const other = item?.querySelector<HTMLButtonElement>(
      `button[data-move="${focusAfterMove.which === "forward" ? "back" : "forward"}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  function move(from: number, to: number, which?: "forward" | "back") {
    if (to < 0 || to >= links.length || from === to) return;
    onChange(moveItem(links, from, to));
    setAnnouncement(M.photoMoved(to + 1));
    if (which) setFocusAfterMove({ index: to, which });
  }

  return (
    <>
      <p id={hintId} className={styles.hint}>
        {M.photosHint(MAX_PHOTOS)}
      </p>
      {links.length > 0 ? (
        <ul ref={list} className={`${lists.plain} ${styles.photos}`} aria-label={M.photoList} aria-describedby={hintId}>
          {links.map((link, index) => (
            <li
              key={link}
              className={styles.photo}
              data-photo-index={index}
              data-dragging={dragging === index ? "true" : undefined}
              data-drop={dropAt === index && dragging !== index ? "true" : undefined}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                setDropAt(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) move(dragging, index);
                setDragging(null);
                setDropAt(null);
              }}
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the mouse's extra; 앞으로 / 뒤로 are everyone's way. */}
              <div
                className={styles.photoFrame}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", String(index));
                  setDragging(index);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setDropAt(null);
                }}
              >
                <img src={link} alt={M.photo(index + 1)} draggable={false} />
                {index === 0 ? (
                  <span className={`${badge.tag} ${badge.solid} ${styles.cover}`}>{M.photoCover}</span>
                ) : null}
              </div>
              <RemovePhoto
                index={index}
                className={styles.photoRemove}
                onRemove={() => onChange(links.filter((l) => l !== link))}
              />
              <div className={styles.photoButtons}>
                <button
                  type="button"
                  data-move="forward"
                  aria-label={M.photoForwardLabel(index + 1)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, "forward")}
                >
                  <span aria-hidden="true">‹ </span>
                  {M.photoForward}
                </button>
                <button
                  type="button"
                  data-move="back"
                  aria-label={M.photoBackLabel(index + 1)}
                  disabled={index === links.length - 1}
                  onClick={() => move(index, index + 1, "back")}
                >
                  {M.photoBack}
                  <span aria-hidden="true"> ›</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div>
        <AddPhotos
          id={fieldId("photos")}
          links={links}
          onChange={onChange}
          max={MAX_PHOTOS}
          onBusy={onBusy}
          showCount
          errorClassName={styles.fieldError}
        />
      </div>
    </>
  );
}

function OptionGroupsEditor({
  groups,
  onChange,
  errorOf,
}: {
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  errorOf: (field: string) => string | null;
}) {
  const update = (index: number, next: GroupDraft) => onChange(groups.map((g, i) => (i === index ? next : g)));
  return (
    <>
      {groups.length > 0 ? (
        <ol className={lists.stackWide}>
          {groups.map((group, g) => (
            <li key={group.key}>
              <fieldset className={`${cards.outlined} ${styles.group}`}>
                <legend className="visually-hidden">{M.group(g + 1)}</legend>
                <div className={styles.groupHead}>
                  <span className={styles.groupTitle} aria-hidden="true">
                    {M.group(g + 1)}
                  </span>
                  <button
                    type="button"
                    className={`${buttons.secondary} ${styles.small}`}
                    aria-label={M.removeGroupLabel(g + 1)}
                    onClick={() => onChange(groups.filter((_, i) => i !== g))}
                  >
                    {M.removeGroup}
                  </button>
                </div>
                <TextField
                  id={fieldId(`group-${g}-name`)}
                  label={M.groupName}
                  value={group.name}
                  placeholder={M.groupNamePlaceholder}
                  maxLength={30}
                  onChange={(name) => update(g, { ...group, name })}
                />
                <Toggle
                  id={fieldId(`group-${g}-required`)}
                  label={`${M.group(g + 1)} ${M.required}`}
                  checked={group.isRequired}
                  onChange={(isRequired) => update(g, { ...group, isRequired })}
                />
                <ol className={lists.stack}>
                  {group.options.map((option, o) => (
                    <li key={option.key}>
                      <OptionEditor
                        group={g}
                        index={o}
                        option={option}
                        canRemove={group.options.length > 1}
                        errorOf={errorOf}
                        onChange={(next) =>
                          update(g, { ...group, options: group.options.map((x, i) => (i === o ? next : x)) })
                        }
                        onRemove={() => update(g, { ...group, options: group.options.filter((_, i) => i !== o) })}
                      />
                    </li>
                  ))}
                </ol>
                {group.options.length < MAX_OPTIONS ? (
                  <button
                    type="button"
                    className={`${buttons.outline} ${styles.small}`}
                    onClick={() => update(g, { ...group, options: [...group.options, emptyOption()] })}
                  >
                    {`${M.addOption} (${M.group(g + 1)})`}
                  </button>
                ) : null}
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
      {groups.length < MAX_GROUPS ? (
        <button type="button" className={buttons.outlinePrimary} onClick={() => onChange([...groups, emptyGroup()])}>
          {M.addGroup}
        </button>
      ) : null}
    </>
  );
}

function OptionEditor({
  group,
  index,
  option,
  canRemove,
  errorOf,
  onChange,
  onRemove,
}: {
  group: number;
  index: number;
  option: OptionDraft;
  canRemove: boolean;
  errorOf: (field: string) => string | null;
  onChange: (option: OptionDraft) => void;
  onRemove: () => void;
}) {
  const base = `group-${group}-option-${index}`;
  const name = `${M.group(group + 1)} ${M.option(index + 1)}`;
  return (
    <fieldset className={`${cards.tinted} ${styles.option}`} aria-label={name}>
      <TextField
        id={fieldId(`${base}-name`)}
        label={M.optionNameOf(index + 1)}
        value={option.name}
        maxLength={50}
        onChange={(value) => onChange({ ...option, name: value })}
      />
      <div className={styles.twoColumns}>
        <AmountField
          field={`${base}-price`}
          label={`${M.option(index + 1)} ${M.optionPrice}`}
          value={option.sellPrice}
          unit={M.won}
          error={errorOf(`${base}-price`)}
          onChange={(value) => onChange({ ...option, sellPrice: value })}
        />
        <AmountField
          field={`${base}-stock`}
          label={`${M.option(index + 1)} ${M.optionStock}`}
          value={option.quantity}
          unit={M.count}
          error={errorOf(`${base}-stock`)}
          onChange={(value) => onChange({ ...option, quantity: value })}
        />
      </div>
      <Toggle
        id={fieldId(`${base}-add`)}
        label={`${M.option(index + 1)} ${M.optionAdd}`}
        checked={option.isAddProductSellPrice}
        onChange={(value) => onChange({ ...option, isAddProductSellPrice: value })}
      />
      {canRemove ? (
        <button
          type="button"
          className={`${buttons.outline} ${styles.small}`}
          aria-label={M.removeOptionLabel(group + 1, index + 1)}
          onClick={onRemove}
        >
          {M.removeOption}
        </button>
      ) : null}
    </fieldset>
  );
}

export function TextField({
  id,
  label,
  value,
  placeholder,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={`${form.control} ${styles.input}`}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export function KeywordsEditor({ keywords, onChange }: { keywords: string[]; onChange: (words: string[]) => void }) {
  const [typed, setTyped] = useState("");
  const add = () => {
    onChange(addKeyword(keywords, typed));
    setTyped("");
  };
  return (
    <>
      <p id="keyword-hint" className={styles.hint}>
        {M.keywordsHint}
      </p>
      <div className={styles.keywordRow}>
        <label htmlFor={fieldId("keyword")} className="visually-hidden">
          {M.keywords}
        </label>
        <input
          id={fieldId("keyword")}
          className={`${form.control} ${styles.input}`}
          value={typed}
          maxLength={20}
          placeholder={M.keywordPlaceholder}
          aria-describedby="keyword-hint"
          enterKeyHint="done"
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={`${buttons.secondary}`} onClick={add} disabled={keywords.length >= 10}>
          {M.keywordAdd}
        </button>
      </div>
      {keywords.length > 0 ? (
        <ul className={lists.wrap} aria-label={M.keywords}>
          {keywords.map((word) => (
            <li key={word}>
              <button
                type="button"
                className={`${chip.soft} ${styles.chipRemove}`}
                aria-label={M.keywordRemove(word)}
                onClick={() => onChange(keywords.filter((w) => w !== word))}
              >
                #{word} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
