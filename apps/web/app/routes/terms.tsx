import { redirect } from "react-router";
import type { ShellHandle } from "../components/app-shell/app-shell.tsx";
import { DEFAULT_TERMS_COMPANY, isTermsKind, termsDocument } from "../features/terms/documents.ts";
import { TermsView } from "../features/terms/terms-view.tsx";
import { PATH } from "../lib/paths.ts";
import { useShellSettings } from "../lib/service-settings.ts";
import type { Route } from "./+types/terms";

// /terms/service and /terms/privacy: the footer's, the settings' and sign-up's terms links point here.
// Opened from sign-up consent (a new tab) and shared links: the SEO layout's brand bar is the one header;
// the document's title is its heading, not a second bar.
export const handle = { layout: "seo" } satisfies ShellHandle;

export function loader({ params }: Route.LoaderArgs) {
  if (!isTermsKind(params.kind)) throw redirect(PATH.notFound);
  return { kind: params.kind };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? termsDocument(data.kind).title : "약관"} - 물멍` },
];

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const company = useShellSettings().companyInformation;
  const document = termsDocument(
    loaderData.kind,
    company
      ? {
          companyName: company.companyName,
          ceoName: company.ceoName,
          companyAddress: company.companyAddress,
          representativeNumber: company.representativeNumber,
          csEmail: company.csEmail ?? DEFAULT_TERMS_COMPANY.csEmail,
        }
      : DEFAULT_TERMS_COMPANY,
  );
  return <TermsView document={document} />;
}
