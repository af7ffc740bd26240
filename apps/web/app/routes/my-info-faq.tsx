import type { Faq } from "@mulmung/contract/content";
import { PageHeader } from "../components/page-header.tsx";
import { FAQ_LIST_PATH, loadItems } from "../features/content/api.server.ts";
import { FaqList } from "../features/content/faq-list.tsx";
import { CONTENT_MESSAGE as M } from "../features/content/messages.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-faq";

/** /my-info/faq: every FAQ (SPEC §7: NORMAL, orderNumber ascending, 100), by category. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const all = await loadItems<Faq>(context.api, FAQ_LIST_PATH);
  const categories = [...new Set(all.map((faq) => faq.category))];
  const asked = new URL(request.url).searchParams.get("category");
  const category = asked && categories.includes(asked) ? asked : null;
  return {
    faqs: category ? all.filter((faq) => faq.category === category) : all,
    categories,
    category,
    url: new URL("/my-info/faq", request.url).href,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({ title: M.faqTitle, description: M.faqDescription, url: data?.url });

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={M.faqTitle} />
      <FaqList faqs={loaderData.faqs} categories={loaderData.categories} category={loaderData.category} />
    </>
  );
}
