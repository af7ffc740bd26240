import type { BreedingFarm } from "@mulmung/contract/breeding";
import { ErrorCode } from "@mulmung/domain/errors";
import { data, Form, redirect } from "react-router";
import buttons from "../components/button.module.css";
import form from "../components/form.module.css";
import { PageHeader } from "../components/page-header.tsx";
import styles from "../features/breeding/breeding.module.css";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { PrivateNotice } from "../features/breeding/private-notice.tsx";
import { apiCall } from "../lib/api.server.ts";
import { farmPath, parseId } from "../lib/paths.ts";
import type { Route } from "./+types/qr";

/**
 * /qr: where a scanned code lands. ?breedingFarmId= opens the farm's public page (or the 9003 message when it is
 * private); ?link= opens one of our own addresses; anything else is refused rather than followed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const farmParam = url.searchParams.get("breedingFarmId");
  const link = url.searchParams.get("link");
  if (farmParam !== null) {
    const id = parseId(farmParam);
    const farm = id ? await apiCall<BreedingFarm>(context.api, `/api/v1/public-breeding-farm/${id}`) : null;
    if (id && farm?.ok) throw redirect(farmPath(id, true));
    if (farm && !farm.ok && farm.code === ErrorCode.ACCESS_DENIED_OR_PRIVATE) {
      return data({ kind: "private" as const, message: farm.message }, { status: 403 });
    }
    return data({ kind: "missing" as const, message: M.notFound }, { status: 404 });
  }
  if (link) {
    try {
      const target = new URL(link, url.origin);
      if (target.origin === url.origin) throw redirect(target.pathname + target.search);
    } catch (error) {
      if (error instanceof Response) throw error;
    }
    return data({ kind: "foreign" as const, message: M.qrNotOurs }, { status: 400 });
  }
  return { kind: "intro" as const, message: "" };
}

export const meta: Route.MetaFunction = () => [{ title: `${M.qrScanTitle} - 물멍` }];

export default function QrLandingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={M.qrScanTitle} />
      {loaderData.kind === "private" ? (
        <PrivateNotice title={M.privateTitle} message={loaderData.message} />
      ) : (
        <div className={styles.page}>
          <section className={`${styles.section} ${styles.notice}`}>
            {loaderData.kind === "intro" ? (
              <p>{M.qrScanHint}</p>
            ) : (
              <p role="alert" className={styles.error}>
                {loaderData.message}
              </p>
            )}
          </section>
          <Form method="get" className={styles.section}>
            <label className={styles.field}>
              <span className={styles.label}>{M.qrLinkLabel}</span>
              <input
                name="link"
                className={`${form.control} ${form.compact} ${styles.input}`}
                inputMode="url"
                required
              />
            </label>
            <button type="submit" className={buttons.primary}>
              {M.qrOpen}
            </button>
          </Form>
        </div>
      )}
    </>
  );
}
