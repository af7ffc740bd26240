/**
 * The list's sort order (orderBy) as a GET form: changing the select applies it at once; without
 * JavaScript the 적용 button does. Other filters ride along as hidden fields so they are kept.
 */
import { Form, useSubmit } from "react-router";
import form from "../../components/form.module.css";
import { Options } from "../../components/form-field.tsx";
import { CATALOG_MESSAGE } from "./messages.ts";
import styles from "./product-list-view.module.css";
import { isSortValue, SORT_VALUES } from "./product-query.ts";

export function SortSelect({ value, hidden }: { value: string; hidden: Record<string, string> }) {
  const submit = useSubmit();
  return (
    <Form method="get" className={styles.sortForm} preventScrollReset replace>
      {Object.entries(hidden).map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      <label htmlFor="product-sort" className="visually-hidden">
        {CATALOG_MESSAGE.sort}
      </label>
      <select
        id="product-sort"
        name="orderBy"
        className={form.selectSmall}
        defaultValue={isSortValue(value) ? value : SORT_VALUES[0]}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
      >
        <Options items={SORT_VALUES} text={(sort) => CATALOG_MESSAGE.sortOptions[sort]} />
      </select>
      <noscript>
        <button type="submit">{CATALOG_MESSAGE.apply}</button>
      </noscript>
    </Form>
  );
}
