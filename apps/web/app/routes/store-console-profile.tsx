import type { PartnerStoreProfile } from "@mulmung/contract/partner-store";
import type { ShellHandle } from "../components/app-shell/app-shell.tsx";
import { AddressSearchDialog } from "../features/member/address-search.tsx";
import { loadManaged } from "../features/store-console/manage-loader.server.ts";
import { MANAGE_MESSAGE } from "../features/store-console/manage-messages.ts";
import { ManageFrame } from "../features/store-console/manage-page.tsx";
import { ProfileForm } from "../features/store-console/profile-form.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-profile";

/** /store-console/profile?store=: the store's profile (issue 26); 주소 검색 is My info's postcode dialog. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadManaged(context.api, request, "profile", (store) =>
    loadOrThrow<PartnerStoreProfile>(context.api, `/api/v1/partner/store/${store.id}/profile`, { request }),
  );
}

export const handle = { layout: "footer" } satisfies ShellHandle;

export const meta: Route.MetaFunction = () => privatePageMeta(MANAGE_MESSAGE.profileTitle);

export default function StoreConsoleProfilePage({ loaderData }: Route.ComponentProps) {
  return (
    <ManageFrame title={MANAGE_MESSAGE.profileTitle} page="profile" {...loaderData}>
      {(profile, store) => (
        <ProfileForm
          key={store.id}
          store={store}
          profile={profile}
          renderAddressSearch={(props) => <AddressSearchDialog {...props} />}
        />
      )}
    </ManageFrame>
  );
}
