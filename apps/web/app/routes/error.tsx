import { data } from "react-router";
import { describeError, ErrorView } from "../components/error-view.tsx";
import { SHELL_MESSAGE } from "../components/messages.ts";
import { safeReturnPath } from "../lib/network-error.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/error";

/**
 * /error?status=404 | network-error | <code>&message=... (SPEC.md section 2 redirects). The document
 * answers the status it shows (404, or the 4xx/5xx code given) so crawlers do not index it as a page;
 * network-error is a client-side condition, so that page itself answers 200; `from` is the page to retry.
 */
function readView(url: string) {
  const params = new URL(url).searchParams;
  return {
    status: params.get("status") ?? "500",
    message: params.get("message"),
    from: safeReturnPath(params.get("from")),
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const view = readView(request.url);
  const { code } = describeError(view);
  const httpStatus = /^[45]\d\d$/.test(code) ? Number(code) : 200;
  return data(view, { status: httpStatus, headers: { "cache-control": "no-store" } });
}

/** In the browser the page needs nothing from the server, so it shows even when the network is down. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return readView(request.url);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: view }) =>
  privatePageMeta(view ? describeError(view).title : SHELL_MESSAGE.pageTitleError);

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return <ErrorView status={loaderData.status} message={loaderData.message} from={loaderData.from} />;
}
