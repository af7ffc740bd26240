/**
 * The product form's 어종 (issue 30): for a product of 관상어 or 새우·무척추, the species it sells, found by part of
 * its Korean or scientific name (`GET /api/v1/species?search=`). The chosen one shows with 지우기; the product page
 * and the basket then tell a buyer whether it suits their tanks.
 */
import type { SpeciesRef } from "@mulmung/contract/species";
import { useId, useState } from "react";
import buttons from "../../components/button.module.css";
import form from "../../components/form.module.css";
import lists from "../../components/list.module.css";
import { apiRequest } from "../../lib/api-client.ts";
import { withQuery } from "../../lib/paths.ts";
import styles from "./console.module.css";
import { CONSOLE_MESSAGE as M } from "./messages.ts";
import { FieldError, fieldId } from "./product-fields.tsx";

const speciesLabel = (species: SpeciesRef) => `${species.koreanName} (${species.scientificName})`;

export function SpeciesPicker({
  value,
  onChange,
}: {
  value: SpeciesRef | null;
  onChange: (species: SpeciesRef | null) => void;
}) {
  const [word, setWord] = useState("");
  const [results, setResults] = useState<SpeciesRef[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const inputId = fieldId("species");

  async function search() {
    if (!word.trim() || busy) return;
    setBusy(true);
    const res = await apiRequest<{ items: SpeciesRef[] }>(
      withQuery("/api/v1/species", { search: word.trim(), size: 10 }),
    );
    setBusy(false);
    setError(res.ok ? null : res.message);
    setResults(res.ok ? res.body.items : null);
  }

  function pick(species: SpeciesRef) {
    onChange({ id: species.id, koreanName: species.koreanName, scientificName: species.scientificName });
    setResults(null);
    setWord("");
  }

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {M.species}
      </label>
      <p id={hintId} className={styles.hint}>
        {M.speciesHint}
      </p>
      {value ? (
        <div className={styles.keywordRow}>
          <strong className={styles.picked}>{speciesLabel(value)}</strong>
          <button type="button" className={buttons.secondary} onClick={() => onChange(null)}>
            {M.speciesClear}
          </button>
        </div>
      ) : (
        <p className={styles.hint}>{M.speciesNone}</p>
      )}
      {/* Not a nested form: the search is a row of the product form, Enter searches. */}
      <div className={styles.keywordRow}>
        <input
          id={inputId}
          type="search"
          className={`${form.control} ${styles.input}`}
          value={word}
          maxLength={50}
          placeholder={M.speciesSearchPlaceholder}
          aria-describedby={hintId}
          enterKeyHint="search"
          onChange={(e) => setWord(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void search();
            }
          }}
        />
        <button type="button" className={buttons.secondary} onClick={() => void search()} disabled={busy}>
          {M.speciesFind}
        </button>
      </div>
      <FieldError message={error} />
      {results === null ? null : results.length === 0 ? (
        <p className={styles.hint} role="status">
          {M.speciesNoResult}
        </p>
      ) : (
        <ul className={`${lists.plain} ${styles.speciesResults}`} aria-label={M.speciesResults}>
          {results.map((species) => (
            <li key={species.id}>
              <button
                type="button"
                className={styles.speciesChoice}
                aria-label={M.speciesPick(species.koreanName)}
                onClick={() => pick(species)}
              >
                <span>{species.koreanName}</span> <small>{species.scientificName}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
