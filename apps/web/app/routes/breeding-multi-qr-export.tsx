import type { BreedingFarmBrief } from "@mulmung/contract/breeding";
import { redirect } from "react-router";
import buttons from "../components/button.module.css";
import { PageHeader } from "../components/page-header.tsx";
import styles from "../features/breeding/breeding.module.css";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { apiCall, loadOrThrow } from "../lib/api.server.ts";
import { PATH } from "../lib/paths.ts";
import "../components/print-sheet.css";
import "../features/breeding/print.css";
import type { Route } from "./+types/breeding-multi-qr-export";

/**
 * /breeding/farm/multi-qr-export?ids=1&ids=2 (or ids=1,2): an A4 sheet of QR labels, one per chosen farm, each
 * code drawn by GET /api/v1/qr in black and white with its 4-module quiet zone and the farm's name under it.
 */
const MAX_LABELS = 60;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ids = new Set(
    url.searchParams
      .getAll("ids")
      .flatMap((v) => v.split(","))
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  );
  if (ids.size === 0) throw redirect(PATH.qrChoose);
  const all = await loadOrThrow<{ items: BreedingFarmBrief[] }>(context.api, "/api/v1/breeding-farm/all", { request });
  // Five A4 pages of twelve labels at most per sheet.
  const farms = all.items.filter((f) => ids.has(f.id) && f.dynamicLink).slice(0, MAX_LABELS);
  const labels = await Promise.all(
    farms.map(async (farm) => {
      const query = new URLSearchParams({ text: farm.dynamicLink as string, isColorQR: "false" });
      const qr = await apiCall<{ data: string }>(context.api, `/api/v1/qr?${query}`);
      return { id: farm.id, name: farm.breedingFarmName, link: farm.dynamicLink, image: qr.ok ? qr.body.data : null };
    }),
  );
  return { labels };
}

export const meta: Route.MetaFunction = () => [{ title: `${M.qrSheetTitle} - 물멍` }];

export default function QrSheetPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className={styles.screenOnly}>
        <PageHeader title={M.qrSheetTitle} />
        <div className={styles.page}>
          <p className={styles.hint}>{M.qrPrintHint}</p>
          <button type="button" className={buttons.primary} onClick={() => window.print()}>
            {M.qrPrint}
          </button>
        </div>
      </div>
      <div className={styles.sheet} data-print-sheet data-testid="qr-sheet">
        {loaderData.labels.map((label) => (
          <figure key={label.id} className={styles.sheetLabel} data-qr-link={label.link}>
            {label.image ? (
              <img src={label.image} alt={M.qrAlt(label.name)} className={styles.labelCode} />
            ) : (
              <p className={styles.error}>{M.qrGenerationFailed}</p>
            )}
            <figcaption className={styles.labelName}>{label.name}</figcaption>
            <span className={styles.labelBrand}>물멍</span>
          </figure>
        ))}
      </div>
    </>
  );
}
