/**
 * A spreadsheet round trip of the console (shipping in bulk, stock and prices in bulk): download the file, choose it
 * back, see the dry run (what would happen, and every refused row with its reason), then apply it; a file with a
 * refused row applies nothing (the API refuses it whole).
 */
import { type ReactNode, useId, useRef, useState } from "react";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest, downloadFile } from "../../lib/api-client.ts";
import { useIsClient } from "../../lib/session.ts";
import { csvFileProblem, readCsvFile } from "./csv-file.ts";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";
import styles from "./operations.module.css";

export interface CsvOutcome {
  applied: boolean;
  rowCount: number;
  errors: { row: number; message: string }[];
}

export function CsvUpload<R extends CsvOutcome>({
  storeId,
  title,
  hint,
  downloadPath,
  downloadLabel,
  uploadPath,
  fileLabel,
  applyLabel,
  refused,
  plan,
  planCount,
  applied,
  onApplied,
}: {
  storeId: number;
  title: string;
  hint: string;
  downloadPath: string;
  downloadLabel: string;
  uploadPath: string;
  fileLabel: string;
  applyLabel: string;
  /** Said when a row is refused: nothing was (or will be) applied. */
  refused: string;
  /** The dry run's planned changes, as a table. */
  plan: (result: R) => ReactNode;
  /** How many things the file would change (nothing to apply at 0). */
  planCount: (result: R) => number;
  /** Said after it applied. */
  applied: (result: R) => string;
  onApplied: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const isClient = useIsClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; data: string } | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);
  const [chosenName, setChosenName] = useState<string | null>(null);

  async function download() {
    setPending(true);
    const res = await downloadFile(downloadPath);
    setPending(false);
    setError(res.ok ? null : res.message);
  }

  async function send(data: string, apply: boolean): Promise<R | null> {
    setPending(true);
    const res = await apiRequest<R>(uploadPath, { method: "POST", body: { affiliateId: storeId, file: data, apply } });
    setPending(false);
    if (!res.ok) {
      setError(res.message);
      return null;
    }
    setError(null);
    return res.body;
  }

  async function choose(chosen: File | null) {
    setResult(null);
    setFile(null);
    setChosenName(chosen?.name ?? null);
    const problem = csvFileProblem(chosen);
    if (problem || !chosen) return setError(problem);
    const data = await readCsvFile(chosen);
    setFile({ name: chosen.name, data });
    setResult(await send(data, false));
  }

  async function apply() {
    if (!file) return;
    const outcome = await send(file.data, true);
    if (!outcome) return;
    if (!outcome.applied) return setResult(outcome);
    toast.bottom(applied(outcome));
    setResult(null);
    setFile(null);
    setChosenName(null);
    if (input.current) input.current.value = "";
    onApplied();
  }

  const count = result ? planCount(result) : 0;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          disabled={!isClient}
          onClick={() => setOpen((now) => !now)}
        >
          {title}
        </button>
      </h2>
      <div id={`${id}-body`} className={styles.body} hidden={!open}>
        <p className={styles.hint}>{hint}</p>
        <button type="button" className={buttons.outline} disabled={!isClient || pending} onClick={download}>
          {downloadLabel}
        </button>
        <div className={styles.filePick}>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className={`visually-hidden ${styles.fileInput}`}
            disabled={!isClient || pending}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          <label htmlFor={`${id}-file`} className={`${buttons.outlinePrimary} ${styles.fileButton}`}>
            {fileLabel}
          </label>
          <span className={styles.fileName}>{chosenName ? M.chosenFile(chosenName) : M.noFile}</span>
        </div>
        <AlertText message={error} className={styles.error} />
        {result ? (
          <div className={styles.result} aria-live="polite">
            <p className={styles.summary}>{M.dryRunSummary(result.rowCount, count, result.errors.length)}</p>
            {result.errors.length > 0 ? (
              <>
                <p className={styles.error} role="alert">
                  {refused}
                </p>
                <TableBox label={M.refusedRows}>
                  <table className={styles.table}>
                    <caption className={styles.caption}>{M.refusedRows}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{M.row}</th>
                        <th scope="col">{M.reason}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.errors.map((problem) => (
                        <tr key={`${problem.row}-${problem.message}`}>
                          <td>{M.rowNumber(problem.row)}</td>
                          <td>{problem.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableBox>
              </>
            ) : null}
            {count > 0 ? plan(result) : <p className={styles.hint}>{M.nothingToChange}</p>}
            {result.errors.length === 0 && count > 0 ? (
              <button type="button" className={buttons.primary} disabled={pending} onClick={apply}>
                {applyLabel}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** A table that may be wider than a phone: it scrolls sideways, and a keyboard can reach it to scroll. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
    <section className={styles.tableBox} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
