/**
 * A spreadsheet round trip of the console (shipping in bulk, stock and prices in bulk): download the file, choose it
 * back, see the dry run (what would happen, and every refused row with its reason), then apply it; a file with a
 * refused row applies nothing (the API refuses it whole).
 */
import { type ReactNode, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import chevron from "../../components/chevron.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest, downloadFile } from "../../lib/api-client.ts";
import { withQuery } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import { csvFileProblem, readCsvFile } from "./csv-file.ts";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";
import styles from "./operations.module.css";
import { Panel } from "./panel.tsx";

export interface CsvOutcome {
  applied: boolean;
  rowCount: number;
  errors: { row: number; message: string }[];
}

/** The words of one round trip: its panel title and hint, its buttons, and what is said after. */
export interface CsvTexts {
  title: string;
  hint: string;
  download: string;
  file: string;
  /** The title of the dry run's table of planned changes. */
  plan: string;
  apply: string;
  /** Said when a row is refused: nothing was (or will be) applied. */
  refused: string;
  /** Said after it applied this many changes. */
  applied: (count: number) => string;
}

export function CsvUpload<R extends CsvOutcome, T extends { row: number }>({
  storeId,
  texts,
  download: downloadPath,
  upload: uploadPath,
  changes,
  columns,
  rowKey,
  cells,
}: {
  storeId: number;
  texts: CsvTexts;
  /** The API path of the store's file (the store's id is added) and of the one sent back. */
  download: string;
  upload: string;
  /** The dry run's planned changes (nothing to apply when empty), shown as a table. */
  changes: (result: R) => readonly T[];
} & Pick<CsvTableProps<T>, "columns" | "rowKey" | "cells">) {
  const revalidator = useRevalidator();
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
    const res = await downloadFile(withQuery(downloadPath, { affiliateId: storeId }));
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
    toast.bottom(texts.applied(changes(outcome).length));
    setResult(null);
    setFile(null);
    setChosenName(null);
    if (input.current) input.current.value = "";
    revalidator.revalidate();
  }

  const planned = result ? changes(result) : [];
  return (
    <Panel
      title={
        <button
          type="button"
          className={`${styles.toggle} ${chevron.chevron}`}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          disabled={!isClient}
          onClick={() => setOpen((now) => !now)}
        >
          {texts.title}
        </button>
      }
    >
      <div id={`${id}-body`} className={styles.body} hidden={!open}>
        <p className={styles.hint}>{texts.hint}</p>
        <button type="button" className={buttons.outline} disabled={!isClient || pending} onClick={download}>
          {texts.download}
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
            {texts.file}
          </label>
          <span className={styles.fileName}>{chosenName ? M.chosenFile(chosenName) : M.noFile}</span>
        </div>
        <AlertText message={error} className={styles.error} />
        {result ? (
          <div className={styles.result} aria-live="polite">
            <p className={styles.summary}>{M.dryRunSummary(result.rowCount, planned.length, result.errors.length)}</p>
            {result.errors.length > 0 ? (
              <>
                <p className={styles.error} role="alert">
                  {texts.refused}
                </p>
                <CsvTable
                  title={M.refusedRows}
                  columns={[M.reason]}
                  rows={result.errors}
                  rowKey={(problem) => `${problem.row}-${problem.message}`}
                  cells={(problem) => <td>{problem.message}</td>}
                />
              </>
            ) : null}
            {planned.length > 0 ? (
              <CsvTable title={texts.plan} columns={columns} rows={planned} rowKey={rowKey} cells={cells} />
            ) : (
              <p className={styles.hint}>{M.nothingToChange}</p>
            )}
            {result.errors.length === 0 && planned.length > 0 ? (
              <button type="button" className={buttons.primary} disabled={pending} onClick={apply}>
                {texts.apply}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Panel>
  );
}

/**
 * A titled table of a dry run (what is refused, what would change): the file's row number, then a column heading
 * each, a row each.
 */
interface CsvTableProps<T> {
  title: string;
  /** The headings after 행. */
  columns: string[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The row's cells (`td`s) after its number. */
  cells: (row: T) => ReactNode;
}

function CsvTable<T extends { row: number }>({ title, columns, rows, rowKey, cells }: CsvTableProps<T>) {
  return (
    <TableBox label={title}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <thead>
          <tr>
            {[M.row, ...columns].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <td>{M.rowNumber(row.row)}</td>
              {cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

/** A table that may be wider than a phone: it scrolls sideways, and a keyboard can reach it to scroll. */
function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
    <section className={styles.tableBox} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
