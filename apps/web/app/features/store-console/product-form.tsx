/**
 * /store-console/product/new and /store-console/product/{id}: one form for a product (issue 26). Category in three
 * levels, name, up to 10 photos (the first is the cover; reordered by drag or by 앞으로 / 뒤로), prices with the
 * discount, stock (per option once there are option groups), option groups, delivery, the sales kinds, keywords
 * and the description in the rich-text editor. 저장 creates (then the edit page) or saves; a stock edit sends what
 * the form loaded, and a 409 STOCK_CHANGED takes the stock as it is now and says so. A product of 관상어 or
 * 새우·무척추 names its species (issue 30), dropped when the category changes to anything else.
 */
import type { PartnerProduct, PartnerStore } from "@mulmung/contract/partner";
import { ErrorCode } from "@mulmung/domain/errors";
import { discountRate } from "@mulmung/domain/money";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import buttons from "../../components/button.module.css";
import { FixedFooter } from "../../components/fixed-footer.tsx";
import form from "../../components/form.module.css";
import { Options } from "../../components/form-field.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH, withQuery } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import styles from "./console.module.css";
import { consoleProductPath } from "./console-query.ts";
import { CONSOLE_MESSAGE as M } from "./messages.ts";
import {
  type CategoryTreeNode,
  categoryLevels,
  type DraftProblem,
  draftFromProduct,
  draftSellsSpecies,
  draftToBody,
  emptyDraft,
  type ProductDraft,
  parseWhole,
  withCategory,
  withFreshStock,
} from "./product-draft.ts";
import { OptionGroupsEditor, PhotoEditor } from "./product-editors.tsx";
import {
  AmountField,
  type AmountKey,
  DeliveryFields,
  FieldError,
  fieldId,
  InputField,
  KeywordsEditor,
  Section,
  Toggle,
} from "./product-fields.tsx";
import { SpeciesPicker } from "./species-picker.tsx";

// The editor's code loads only when this form is shown.
const RichTextEditor = lazy(() => import("../../components/rich-text-editor/rich-text-editor.tsx"));

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
                    onChange={(e) => {
                      const code = e.target.value;
                      setDraft((current) => withCategory(current, level, code));
                      if (problem && problem.field !== "form") setProblem(null);
                    }}
                  >
                    <Options
                      first={choices.length === 0 ? M.categoryNone : M.categoryChoose[level]}
                      items={choices}
                      value={(node) => node.code}
                      text={(node) => node.name}
                    />
                  </select>
                </div>
              );
            })}
          </div>
          <FieldError message={errorOf("category")} />
        </fieldset>
        <InputField
          id={fieldId("name")}
          label={M.name}
          value={draft.name}
          maxLength={100}
          placeholder={M.namePlaceholder}
          error={errorOf("name")}
          onValue={(v) => set("name", v)}
        />
        {draftSellsSpecies(draft) ? <SpeciesPicker value={draft.species} onChange={(v) => set("species", v)} /> : null}
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
          <InputField
            id={fieldId("groupBuyingEnd")}
            type="datetime-local"
            label={M.groupBuyingEnd}
            value={draft.groupBuyingEnd}
            error={errorOf("groupBuyingEnd")}
            onValue={(v) => set("groupBuyingEnd", v)}
          />
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
