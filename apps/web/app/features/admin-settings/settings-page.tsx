/**
 * /admin/settings (issue 27): one form per service setting, each saved on its own (`PUT
 * /api/v1/admin/service-setting/{type}`): the maintenance switch with its notice and optional window (and what members
 * then see), the delivery-memo presets, the point rates, the live-arrival hours, the default fee as a percentage.
 */
import type { AdminServiceSettings, EditableSettingType } from "@mulmung/contract/admin-settings";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { FieldBox, MoveButtons, RemoveButton } from "../../components/console-form.tsx";
import page from "../../components/console-page.module.css";
import { PageHead } from "../../components/console-parts.tsx";
import lists from "../../components/list.module.css";
import { Switch } from "../../components/switch.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { fromSeoulInput, toSeoulInput } from "../../lib/seoul-input.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { SETTINGS_MESSAGE as M } from "./messages.ts";
import { bpToPercent, memoLines, memoText, numberOf, percentToBp } from "./setting-values.ts";
import styles from "./settings.module.css";

/** One setting's form: its heading, its fields, 저장; the API's message on a refusal, a toast on success. */
function SettingForm({
  type,
  title,
  body,
  ask,
  children,
}: {
  type: EditableSettingType;
  title: string;
  /** The request body, or a Korean message when the form cannot make one. */
  body: () => unknown | { problem: string };
  /** A question to confirm before saving, if any. */
  ask?: () => string | null;
  children: ReactNode;
}) {
  const save = useApiAction();
  const toast = useToast();
  const confirm = useConfirm();
  const revalidator = useRevalidator();
  const headingId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const made = body();
    if (made && typeof made === "object" && "problem" in made) {
      save.setError(String(made.problem));
      return;
    }
    const question = ask?.();
    if (question && !(await confirm({ title, message: question }))) return;
    const result = await save.run(() =>
      apiRequest(`/api/v1/admin/service-setting/${type}`, { method: "PUT", body: made }),
    );
    if (!result.ok) return;
    save.setError(null);
    toast.top(M.saved(title));
    revalidator.revalidate();
  }

  return (
    <section className={styles.card} aria-labelledby={headingId} data-setting={type}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        {children}
        <AlertText message={save.error} className={page.fieldError} />
        <div>
          <button type="submit" className={`${page.primaryButton} ${page.tall}`} disabled={save.busy}>
            {save.pending ? M.saving : M.save}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A labelled text box: a number (the default) or, with `inputMode`, a version or an address. */
function InputField({
  id,
  label,
  hint,
  value,
  onChange,
  step = 1,
  inputMode,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  step?: number;
  inputMode?: "decimal" | "url";
}) {
  return (
    <FieldBox id={id} label={label} hint={hint}>
      <input
        id={id}
        type={inputMode ? "text" : "number"}
        inputMode={inputMode ?? "decimal"}
        min={inputMode ? undefined : 0}
        step={inputMode ? undefined : step}
        className={inputMode ? page.input : `${page.input} ${styles.number}`}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldBox>
  );
}

/** 켜기 / 끄기: the setting's switch and its label. */
function SwitchRow({
  id,
  label,
  on,
  onChange,
}: {
  id: string;
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className={styles.switchRow}>
      <Switch id={id} checked={on} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className={page.formLabel}>
        {label}
      </label>
    </div>
  );
}

function MaintenanceForm({ settings }: { settings: AdminServiceSettings }) {
  const check = settings.service_check;
  const [isEnable, setIsEnable] = useState(check.isEnable);
  const [message, setMessage] = useState(check.message);
  const [startAt, setStartAt] = useState(toSeoulInput(check.startAt));
  const [endAt, setEndAt] = useState(toSeoulInput(check.endAt));
  const id = useId();
  const status = settings.maintenanceActive
    ? M.maintenanceNow
    : check.isEnable
      ? M.maintenanceScheduled
      : M.maintenanceOff;
  return (
    <SettingForm
      type="service_check"
      title={M.maintenance}
      ask={() => (isEnable && !check.isEnable ? M.maintenanceConfirmOn : null)}
      body={() => ({
        isEnable,
        message,
        ...(startAt.trim() ? { startAt: fromSeoulInput(startAt) } : {}),
        ...(endAt.trim() ? { endAt: fromSeoulInput(endAt) } : {}),
      })}
    >
      <p className={styles.status} data-active={settings.maintenanceActive ? "true" : "false"} role="status">
        {status}
      </p>
      <p className={styles.warning}>{M.maintenanceWarning}</p>
      <SwitchRow id={`${id}-on`} label={M.maintenanceSwitch} on={isEnable} onChange={setIsEnable} />
      <FieldBox id={`${id}-message`} label={M.maintenanceMessage}>
        <textarea
          id={`${id}-message`}
          className={page.input}
          rows={3}
          maxLength={500}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FieldBox>
      <fieldset className={page.field}>
        <legend className={page.formLabel}>{M.maintenanceWindow}</legend>
        <div className={styles.pair}>
          {(
            [
              ["start", M.maintenanceStart, startAt, setStartAt],
              ["end", M.maintenanceEnd, endAt, setEndAt],
            ] as const
          ).map(([end, label, value, setValue]) => (
            <div key={end} className={page.field}>
              <label htmlFor={`${id}-${end}`} className={page.quiet}>
                {label}
              </label>
              <input
                id={`${id}-${end}`}
                type="datetime-local"
                step={1}
                className={page.input}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </div>
          ))}
        </div>
        <p className={page.quiet}>{M.maintenanceWindowHint}</p>
      </fieldset>
    </SettingForm>
  );
}

function DeliveryMemoForm({ settings }: { settings: AdminServiceSettings }) {
  const memo = settings.order_delivery_memo;
  const [isEnable, setIsEnable] = useState(memo.isEnable);
  const [lines, setLines] = useState(() => {
    const stored = memoLines(memo.memo);
    return stored.length > 0 ? stored : [""];
  });
  const id = useId();
  const swap = (a: number, b: number) =>
    setLines((now) => {
      const next = [...now];
      [next[a], next[b]] = [next[b] ?? "", next[a] ?? ""];
      return next;
    });
  return (
    <SettingForm type="order_delivery_memo" title={M.memo} body={() => ({ isEnable, memo: memoText(lines) })}>
      <SwitchRow id={`${id}-on`} label={M.memoSwitch} on={isEnable} onChange={setIsEnable} />
      <p className={page.quiet}>{M.memoHint}</p>
      <ol className={`${lists.plain} ${styles.lines}`}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: presets are edited in place, by position
          <li key={index} className={styles.line}>
            <input
              className={page.input}
              aria-label={M.memoLine(index + 1)}
              maxLength={50}
              value={line}
              onChange={(event) => setLines((now) => now.map((l, i) => (i === index ? event.target.value : l)))}
            />
            <MoveButtons
              name={M.memoLine(index + 1)}
              index={index}
              count={lines.length}
              onMove={(to) => swap(index, to)}
            />
            <RemoveButton
              name={M.memoLine(index + 1)}
              onClick={() => setLines((now) => (now.length > 1 ? now.filter((_, i) => i !== index) : [""]))}
            />
          </li>
        ))}
      </ol>
      <div>
        <button type="button" className={page.smallButton} onClick={() => setLines((now) => [...now, ""])}>
          {M.memoAdd}
        </button>
      </div>
    </SettingForm>
  );
}

function PointRateForm({ settings }: { settings: AdminServiceSettings }) {
  const rates = settings.point_rate;
  const [values, setValues] = useState({
    buyRewardPercent: String(rates.buyRewardPercent),
    reviewTextPoints: String(rates.reviewTextPoints),
    reviewPhotoPoints: String(rates.reviewPhotoPoints),
    refereeReceivedPoints: String(rates.refereeReceivedPoints),
    refereeSentPoints: String(rates.refereeSentPoints),
  });
  const id = useId();
  const field = (name: keyof typeof values, label: string, hint?: string, step?: number) => (
    <InputField
      id={`${id}-${name}`}
      label={label}
      hint={hint}
      step={step}
      value={values[name]}
      onChange={(value) => setValues((now) => ({ ...now, [name]: value }))}
    />
  );
  return (
    <SettingForm
      type="point_rate"
      title={M.points}
      body={() => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, numberOf(value)]))}
    >
      <div className={styles.grid}>
        {field("buyRewardPercent", M.buyReward, M.buyRewardHint, 0.01)}
        {field("reviewTextPoints", M.reviewText)}
        {field("reviewPhotoPoints", M.reviewPhoto)}
        {field("refereeReceivedPoints", M.refereeReceived)}
        {field("refereeSentPoints", M.refereeSent)}
      </div>
    </SettingForm>
  );
}

function LiveArrivalForm({ settings }: { settings: AdminServiceSettings }) {
  const [hours, setHours] = useState(String(settings.live_arrival.windowHours));
  const id = useId();
  return (
    <SettingForm type="live_arrival" title={M.liveArrival} body={() => ({ windowHours: numberOf(hours) })}>
      <InputField
        id={`${id}-hours`}
        label={M.liveArrivalHours}
        hint={M.liveArrivalHint}
        value={hours}
        onChange={setHours}
      />
    </SettingForm>
  );
}

function PlatformFeeForm({ settings }: { settings: AdminServiceSettings }) {
  const [percent, setPercent] = useState(bpToPercent(settings.platform_fee.rateBp));
  const id = useId();
  const bp = percentToBp(percent);
  return (
    <SettingForm
      type="platform_fee"
      title={M.fee}
      body={() => (bp === null ? { problem: M.feeInvalid } : { rateBp: bp })}
    >
      <InputField
        id={`${id}-rate`}
        label={M.feeRate}
        hint={M.feeHint(bp)}
        step={0.01}
        value={percent}
        onChange={setPercent}
      />
    </SettingForm>
  );
}

/** The app's lowest version per platform and the store page an older app is sent to (issue 29). */
function AppVersionForm({ settings }: { settings: AdminServiceSettings }) {
  const [value, setValue] = useState(settings.app_version);
  const id = useId();
  const field = (platform: "android" | "ios", name: "minimumVersion" | "storeUrl", label: string, hint?: string) => (
    <InputField
      id={`${id}-${platform}-${name}`}
      label={label}
      hint={hint}
      inputMode={name === "storeUrl" ? "url" : "decimal"}
      value={value[platform][name]}
      onChange={(text) => setValue((now) => ({ ...now, [platform]: { ...now[platform], [name]: text } }))}
    />
  );
  return (
    <SettingForm type="app_version" title={M.appVersion} body={() => value}>
      <p className={page.quiet}>{M.appVersionHint}</p>
      <div className={styles.grid}>
        {field("android", "minimumVersion", M.androidMinimum, M.minimumHint)}
        {field("android", "storeUrl", M.androidStore)}
        {field("ios", "minimumVersion", M.iosMinimum, M.minimumHint)}
        {field("ios", "storeUrl", M.iosStore)}
      </div>
    </SettingForm>
  );
}

export function SettingsView({ settings }: { settings: AdminServiceSettings }) {
  // Keyed by what is stored, so a saved change (or another operator's) shows in the fields after the reload.
  const key = (part: unknown) => JSON.stringify(part);
  return (
    <>
      <PageHead title={M.title} intro={M.intro} />
      <div className={styles.cards}>
        <MaintenanceForm key={key([settings.service_check, settings.maintenanceActive])} settings={settings} />
        <DeliveryMemoForm key={key(settings.order_delivery_memo)} settings={settings} />
        <PointRateForm key={key(settings.point_rate)} settings={settings} />
        <LiveArrivalForm key={key(settings.live_arrival)} settings={settings} />
        <PlatformFeeForm key={key(settings.platform_fee)} settings={settings} />
        <AppVersionForm key={key(settings.app_version)} settings={settings} />
      </div>
    </>
  );
}
