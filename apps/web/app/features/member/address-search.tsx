/**
 * 주소 검색: a dialog that finds a road address and its postal code. The real service is Kakao's (Daum) postcode
 * script, which comes from a CDN this app does not load yet (it needs the page policy to allow it); until it is
 * configured the dialog searches the local stand-in list (`address-search-data.ts`), the same way in tests.
 */
import { type FormEvent, useId, useState } from "react";
import buttons from "../../components/button.module.css";
import { Dialog } from "../../components/dialog.tsx";
import { type AddressResult, searchStandInAddresses } from "./address-search-data.ts";
import styles from "./shipping-destination.module.css";
import { SHIPPING_MESSAGE } from "./shipping-destination-messages.ts";

export type { AddressResult };

export function AddressSearchDialog({
  open,
  onSelect,
  onCancel,
}: {
  open: boolean;
  onSelect: (result: AddressResult) => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<AddressResult[] | null>(null);

  function search(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setResults(searchStandInAddresses(query));
  }

  return (
    <Dialog
      open={open}
      onCancel={onCancel}
      title={SHIPPING_MESSAGE.addressSearchTitle}
      actions={
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {SHIPPING_MESSAGE.close}
        </button>
      }
    >
      <form className={styles.searchForm} onSubmit={search}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {SHIPPING_MESSAGE.addressSearchLabel}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          placeholder={SHIPPING_MESSAGE.addressSearchPlaceholder}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className={buttons.primary}>
          {SHIPPING_MESSAGE.search}
        </button>
      </form>
      {results === null ? (
        <p className={styles.hint}>{SHIPPING_MESSAGE.addressSearchHint}</p>
      ) : results.length === 0 ? (
        <p className={styles.hint} role="status">
          {SHIPPING_MESSAGE.addressNotFound}
        </p>
      ) : (
        <ul className={styles.results} aria-label={SHIPPING_MESSAGE.addressResults}>
          {results.map((result) => (
            <li key={`${result.postalCode}-${result.address}`}>
              <button type="button" className={styles.result} onClick={() => onSelect(result)}>
                <span className={styles.resultPostal}>{result.postalCode}</span>
                <span>{result.address}</span>
                <span className={styles.resultBuilding}>{result.building}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
