/**
 * The product section's products (issue 27): search the shop's products by name (`GET /api/v1/product?searchWord=`),
 * add one, order them by ↑ / ↓ (`MoveButtons`), remove one. The ids go in the form's `productIds`, in the order shown.
 */
import type { ProductSummary } from "@mulmung/contract/catalog";
import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import { AlertText } from "../../components/alert-text.tsx";
import { MoveButtons } from "../../components/console-form.tsx";
import page from "../../components/console-page.module.css";
import lists from "../../components/list.module.css";
import { apiRequest } from "../../lib/api-client.ts";
import { withQuery } from "../../lib/paths.ts";
import styles from "./admin-content.module.css";
import { moveItem } from "./kinds.ts";
import { CONTENT_ADMIN_MESSAGE as M } from "./messages.ts";

type Product = z.infer<typeof ProductSummary>;

export function ProductPicker({
  id,
  ids,
  names,
  onChange,
}: {
  id: string;
  ids: number[];
  /** The names known so far (the picked products the page loaded, and every search result seen). */
  names: Readonly<Record<number, string>>;
  onChange: (ids: number[], names: Record<number, string>) => void;
}) {
  const [word, setWord] = useState("");
  const [results, setResults] = useState<Product[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const name = (productId: number) => names[productId] ?? M.productName(productId);

  async function search(event?: FormEvent) {
    event?.preventDefault();
    if (!word.trim()) return;
    setBusy(true);
    const result = await apiRequest<{ items: Product[] }>(
      withQuery("/api/v1/product", { searchWord: word.trim(), size: 10 }),
      { handleUnauthorized: false },
    );
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setResults(result.body.items);
  }

  const known = (extra: Product[]) => ({
    ...names,
    ...Object.fromEntries(extra.map((product) => [product.id, product.name])),
  });

  return (
    <div className={page.field}>
      <span className={page.formLabel} id={`${id}-label`}>
        {M.productSearch}
      </span>
      <p id={hintId} className={page.quiet}>
        {M.productHint}
      </p>
      {ids.length === 0 ? (
        <p className={page.quiet}>{M.productNone}</p>
      ) : (
        <ol className={`${lists.plain} ${styles.picked}`} aria-describedby={hintId}>
          {ids.map((productId, index) => (
            <li key={productId}>
              <span>
                {index + 1}. {name(productId)}
              </span>
              <MoveButtons
                name={name(productId)}
                index={index}
                count={ids.length}
                onMove={(to) => onChange(moveItem(ids, index, to), { ...names })}
              />
              <button
                type="button"
                className={page.smallButton}
                aria-label={M.productRemove(name(productId))}
                onClick={() =>
                  onChange(
                    ids.filter((other) => other !== productId),
                    { ...names },
                  )
                }
              >
                {M.delete}
              </button>
            </li>
          ))}
        </ol>
      )}
      {/* Not a nested form: the search is a row of the surrounding form, Enter searches. */}
      <div className={styles.search}>
        <input
          id={id}
          type="search"
          className={page.input}
          aria-labelledby={`${id}-label`}
          value={word}
          onChange={(event) => setWord(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void search();
            }
          }}
        />
        <button
          type="button"
          className={`${page.secondaryButton} ${page.tall}`}
          disabled={busy}
          onClick={() => void search()}
        >
          {M.productSearchButton}
        </button>
      </div>
      <AlertText message={error} className={page.fieldError} />
      {results !== null ? (
        results.length === 0 ? (
          <p className={page.quiet}>{M.productNoResults}</p>
        ) : (
          <ul className={`${lists.plain} ${styles.results}`} aria-label={M.productSearch}>
            {results.map((product) => (
              <li key={product.id}>
                <span>
                  {product.name} <span className={page.quiet}>#{product.id}</span>
                </span>
                <button
                  type="button"
                  className={page.smallButton}
                  aria-label={M.productPick(product.name)}
                  disabled={ids.includes(product.id) || ids.length >= 30}
                  onClick={() => onChange([...ids, product.id], known(results))}
                >
                  {ids.includes(product.id) ? M.productPicked : "+"}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
