/**
 * /store-console/profile: the store's profile (issue 26) in the sections a store owner thinks in: 기본 정보, 사진,
 * 주소와 위치, 영업 시간, 배송 기본값, 반품·교환, 판매자 정보, 생물 도착 보장. 주소 검색 is the app's postcode dialog,
 * passed in by the route (features do not import each other); the map position stays as it is unless the owner
 * types another. 저장 sends the whole profile; the API's Korean message shows above the buttons.
 */
import type { PartnerStore } from "@mulmung/contract/partner";
import type { PartnerStoreProfile } from "@mulmung/contract/partner-store";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import { FixedFooter } from "../../components/fixed-footer.tsx";
import { PhotoPicker } from "../../components/photo-picker.tsx";
import { useToast } from "../../components/toast.tsx";
import { storePath } from "../../lib/paths.ts";
import styles from "./console.module.css";
import own from "./manage.module.css";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import { amountField, areaField, textField, useFormCall } from "./manage-page.tsx";
import { DeliveryFields, KeywordsEditor, Section, Toggle } from "./product-fields.tsx";
import { draftFromProfile, type ProfileDraft, profileBody } from "./profile-draft.ts";

/** The contract's MAX_STORE_IMAGES, written again so zod stays out of the page's bundle. */
const MAX_PHOTOS = 5;

/** What the route's postcode dialog (member/address-search.tsx) is given. */
export interface AddressSearchProps {
  open: boolean;
  onSelect: (result: { postalCode: string; address: string }) => void;
  onCancel: () => void;
  onUnavailable: () => void;
  onManualEntry: () => void;
}

const id = (field: string) => `profile-${field}`;
const SHOP_VISIT = { id: id("isShopVisit"), label: M.isShopVisit, hint: M.isShopVisitHint };

/** The profile's one-line text boxes. */
type LineField =
  | "name"
  | "postalCode"
  | "phoneNumber"
  | "address"
  | "detailAddress"
  | "latitude"
  | "longitude"
  | "openingHours"
  | "holidays"
  | "businessName"
  | "ownerName"
  | "businessRegistrationNumber"
  | "mailOrderSalesNumber";

export function ProfileForm({
  store,
  profile,
  renderAddressSearch,
}: {
  store: PartnerStore;
  profile: PartnerStoreProfile;
  renderAddressSearch: (props: AddressSearchProps) => ReactNode;
}) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromProfile(profile));
  const [uploading, setUploading] = useState(false);
  const [searching, setSearching] = useState(false);
  const errorLine = useRef<HTMLParagraphElement>(null);
  const call = useFormCall();
  const toast = useToast();

  useEffect(() => {
    if (!call.error) return;
    errorLine.current?.focus();
    errorLine.current?.scrollIntoView({ block: "center" });
  }, [call.error]);

  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const focus = (field: string) => requestAnimationFrame(() => document.getElementById(id(field))?.focus());
  const line = (field: LineField, max: number, placeholder?: string) =>
    textField(id(field), M[field], draft[field], (value) => set(field, value), max, placeholder);
  const area = (field: "description" | "returnAddress", max: number, placeholder?: string) =>
    areaField(id(field), M[field], draft[field], (value) => set(field, value), max, placeholder);

  const delivery = draft.defaultDelivery;
  const surcharge = (key: "jejuExtraPrice" | "islandExtraPrice") =>
    amountField(id(key), M.deliveryAmount[key], delivery[key], (v) =>
      set("defaultDelivery", { ...delivery, [key]: v }),
    );

  async function save(event: FormEvent) {
    event.preventDefault();
    if (call.busy || uploading) return;
    const { problems, body } = profileBody(draft);
    if (await call.send(problems, "PUT", `/api/v1/partner/store/${store.id}/profile`, body)) {
      toast.bottom(M.profileSaved);
    }
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <Section title={M.sectionBasic}>
        {line("name", 40)}
        {area("description", 1000, M.descriptionPlaceholder)}
        {line("phoneNumber", 20, M.phonePlaceholder)}
        <span className={styles.label} aria-hidden="true">
          {M.keywords}
        </span>
        <KeywordsEditor keywords={draft.keywords} onChange={(words) => set("keywords", words)} />
      </Section>

      <Section title={M.sectionPhotos}>
        <p className={styles.hint}>{M.photosHint(MAX_PHOTOS)}</p>
        <PhotoPicker
          links={draft.imageUrls}
          max={MAX_PHOTOS}
          onChange={(links) => set("imageUrls", links)}
          onBusy={setUploading}
        />
      </Section>

      <Section title={M.sectionAddress}>
        <div className={own.inline}>
          {line("postalCode", 5)}
          <button type="button" className={buttons.secondary} onClick={() => setSearching(true)}>
            {M.addressSearch}
          </button>
        </div>
        {line("address", 200)}
        {line("detailAddress", 100)}
        <div className={styles.twoColumns}>
          {line("latitude", 16)}
          {line("longitude", 16)}
        </div>
        <p className={styles.hint}>{M.positionHint}</p>
        {renderAddressSearch({
          open: searching,
          onCancel: () => setSearching(false),
          onSelect: (found) => {
            setDraft((current) => ({ ...current, ...found }));
            setSearching(false);
            focus("detailAddress");
          },
          onUnavailable: () => {},
          onManualEntry: () => {
            setSearching(false);
            focus("postalCode");
          },
        })}
      </Section>

      <Section title={M.sectionHours}>
        {line("openingHours", 200, M.openingHoursPlaceholder)}
        {line("holidays", 100, M.holidaysPlaceholder)}
        <Toggle {...SHOP_VISIT} checked={draft.isShopVisit} onChange={(value) => set("isShopVisit", value)} />
      </Section>

      <Section title={M.sectionDelivery}>
        <p className={styles.hint}>{M.deliveryHint}</p>
        <DeliveryFields
          value={draft.defaultDelivery}
          onChange={(patch) => set("defaultDelivery", { ...delivery, ...patch })}
          errorOf={() => null}
          surcharge={
            <>
              <div className={styles.twoColumns}>
                {surcharge("jejuExtraPrice")}
                {surcharge("islandExtraPrice")}
              </div>
              <p className={styles.hint}>{M.surchargeHint}</p>
            </>
          }
        />
      </Section>

      <Section title={M.sectionReturn}>
        {area("returnAddress", 300)}
        <p className={styles.hint}>{M.returnAddressHint}</p>
      </Section>

      <Section title={M.sectionSeller}>
        {line("businessName", 60)}
        {line("ownerName", 30)}
        {line("businessRegistrationNumber", 12, M.businessRegistrationPlaceholder)}
        {line("mailOrderSalesNumber", 40)}
      </Section>

      <Section title={M.sectionDoa}>
        <div className={own.hours}>
          {amountField(
            "profile-doa-hours",
            M.doaHours,
            draft.doaClaimWindowHours,
            (v) => set("doaClaimWindowHours", v),
            M.hours,
          )}
        </div>
        <p className={styles.hint}>{M.doaHint}</p>
      </Section>

      {call.error ? (
        <p ref={errorLine} className={styles.formError} role="alert" tabIndex={-1}>
          {call.error}
        </p>
      ) : null}

      <FixedFooter label={M.profileTitle}>
        <div className={styles.footerButtons}>
          <Link to={storePath(store.id)} className={buttons.outline}>
            {M.viewStore}
          </Link>
          <button type="submit" className={buttons.primary} disabled={call.busy || uploading}>
            {call.pending ? M.saving : M.save}
          </button>
        </div>
      </FixedFooter>
    </form>
  );
}
