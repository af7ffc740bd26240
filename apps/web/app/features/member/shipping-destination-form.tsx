/**
 * Adding or changing a shipping destination; the address and postal code come from 주소 검색, or are typed by hand
 * when the search cannot load.
 */

import {
  SHIPPING_DESTINATION_LIMIT,
  type ShippingDestination,
  type ShippingDestinationInput,
  ShippingDestinationRequest,
} from "@mulmung/contract/member";
import { extraDeliveryArea } from "@mulmung/domain/delivery";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import form from "../../components/form.module.css";
import { Field } from "../../components/form-field";
import { apiRequest } from "../../lib/api-client.ts";
import { useIsClient } from "../../lib/session.ts";
import { AddressSearchDialog } from "./address-search.tsx";
import styles from "./shipping-destination.module.css";
import { SHIPPING_MESSAGE } from "./shipping-destination-messages.ts";

export { SHIPPING_DESTINATION_LIMIT };

type Errors = Partial<Record<keyof ShippingDestinationInput | "form", string>>;

/** The surcharge note for a postal code (Jeju or an island), or null. */
export function surchargeNote(postalCode: string): string | null {
  const area = extraDeliveryArea(postalCode);
  return area === "JEJU" ? SHIPPING_MESSAGE.jeju : area === "ISLAND" ? SHIPPING_MESSAGE.island : null;
}

export function ShippingDestinationForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial?: ShippingDestination;
  onSaved: (destination: ShippingDestination) => void;
  onCancel: () => void;
}) {
  const isClient = useIsClient();
  const idPrefix = useId();
  const [value, setValue] = useState<ShippingDestinationInput>({
    name: initial?.name ?? "",
    recipient: initial?.recipient ?? "",
    phoneNumber: initial?.phoneNumber ?? "",
    postalCode: initial?.postalCode ?? "",
    address: initial?.address ?? "",
    detailAddress: initial?.detailAddress ?? "",
    isDefault: initial?.isDefault ?? false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [searching, setSearching] = useState(false);
  // 주소 검색 could not load: the postal code and address open to typing.
  const [manual, setManual] = useState(false);
  // 직접 입력하기: the postal code takes focus once the dialog has closed (closing returns focus to its opener).
  const focusPostal = useRef(false);
  useEffect(() => {
    if (searching || !focusPostal.current) return;
    focusPostal.current = false;
    document.getElementById(`${idPrefix}-postal`)?.focus();
  }, [searching, idPrefix]);
  const [pending, setPending] = useState(false);

  // Typing in a field clears its own error (the rest stay until the next 저장).
  const set = (key: keyof ShippingDestinationInput) => (event: { target: { value: string } }) => {
    setValue((v) => ({ ...v, [key]: event.target.value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ShippingDestinationRequest.safeParse(value);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ShippingDestinationInput;
        found[key] ??=
          !manual && (key === "postalCode" || key === "address") ? SHIPPING_MESSAGE.addressRequired : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setPending(true);
    const res = initial
      ? await apiRequest<ShippingDestination>(`/api/v1/shipping-destination/${initial.id}`, {
          method: "PATCH",
          body: parsed.data,
        })
      : await apiRequest<ShippingDestination>("/api/v1/shipping-destination", { method: "POST", body: parsed.data });
    setPending(false);
    if (!res.ok) {
      setErrors({ form: res.message });
      return;
    }
    onSaved(res.body);
  }

  const note = surchargeNote(value.postalCode);
  // The search dialog sits beside the form, not in it: a form inside a form would submit both.
  return (
    <>
      <form
        className={form.form}
        onSubmit={submit}
        noValidate
        aria-label={initial ? SHIPPING_MESSAGE.editTitle : SHIPPING_MESSAGE.addTitle}
      >
        <h3 className={styles.formTitle}>{initial ? SHIPPING_MESSAGE.editTitle : SHIPPING_MESSAGE.addTitle}</h3>
        <Field
          id={`${idPrefix}-name`}
          label={SHIPPING_MESSAGE.name}
          placeholder={SHIPPING_MESSAGE.namePlaceholder}
          maxLength={30}
          value={value.name}
          onChange={set("name")}
          error={errors.name}
        />
        <Field
          id={`${idPrefix}-recipient`}
          label={SHIPPING_MESSAGE.recipient}
          maxLength={30}
          autoComplete="name"
          value={value.recipient}
          onChange={set("recipient")}
          error={errors.recipient}
        />
        <Field
          id={`${idPrefix}-phone`}
          label={SHIPPING_MESSAGE.phoneNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-0000-0000"
          value={value.phoneNumber}
          onChange={set("phoneNumber")}
          error={errors.phoneNumber}
        />
        <Field
          id={`${idPrefix}-postal`}
          label={SHIPPING_MESSAGE.postalCode}
          readOnly={!manual}
          inputMode={manual ? "numeric" : undefined}
          maxLength={5}
          value={value.postalCode}
          onChange={set("postalCode")}
          error={errors.postalCode ?? (manual ? undefined : errors.address)}
          hint={note ?? (manual ? SHIPPING_MESSAGE.postalCodeHint : undefined)}
          action={
            <button type="button" className={buttons.secondary} onClick={() => setSearching(true)} disabled={!isClient}>
              {SHIPPING_MESSAGE.findAddress}
            </button>
          }
        />
        <Field
          id={`${idPrefix}-address`}
          label={SHIPPING_MESSAGE.address}
          readOnly={!manual}
          maxLength={200}
          value={value.address}
          onChange={set("address")}
          error={manual ? errors.address : undefined}
        />
        <Field
          id={`${idPrefix}-detail`}
          label={SHIPPING_MESSAGE.detailAddress}
          placeholder={SHIPPING_MESSAGE.detailPlaceholder}
          maxLength={200}
          value={value.detailAddress}
          onChange={set("detailAddress")}
          error={errors.detailAddress}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={value.isDefault}
            onChange={(event) => setValue((v) => ({ ...v, isDefault: event.target.checked }))}
          />
          {SHIPPING_MESSAGE.isDefault}
        </label>
        <AlertText message={errors.form} className={form.error} />
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            {SHIPPING_MESSAGE.cancel}
          </button>
          <button type="submit" className={buttons.primary} disabled={!isClient || pending}>
            {SHIPPING_MESSAGE.save}
          </button>
        </div>
      </form>
      <AddressSearchDialog
        open={searching}
        onCancel={() => setSearching(false)}
        onUnavailable={() => setManual(true)}
        onManualEntry={() => {
          setManual(true);
          focusPostal.current = true;
          setSearching(false);
        }}
        onSelect={(result) => {
          setValue((v) => ({ ...v, postalCode: result.postalCode, address: result.address }));
          setErrors((e) => ({ ...e, postalCode: undefined, address: undefined }));
          setSearching(false);
        }}
      />
    </>
  );
}
