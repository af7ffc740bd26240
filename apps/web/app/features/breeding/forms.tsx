/** The farm and daily-record forms. They post to their page's action, which calls the API and shows its message. */

import type { BreedingDataName, BreedingFarm, DailyRecord } from "@mulmung/contract/breeding";
import { formatNumber } from "@mulmung/domain/display";
import {
  BREEDING_FARM_DESCRIPTION_MAX,
  BREEDING_FARM_NAME_MAX,
  FEED_NAME_MAX,
  RECORD_IMAGES_MAX,
  RECORD_NOTE_MAX,
  TANK_SIZE_MAX,
} from "@mulmung/domain/limits";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import form from "../../components/form.module.css";
import { FieldError, useFormValidation } from "../../components/form-validation.tsx";
import styles from "./breeding.module.css";
import { BREEDING_MESSAGE as M } from "./messages.ts";
import { PhotoInput } from "./photo-input.tsx";
import tank from "./tank.module.css";
import { TANK_MESSAGE as T } from "./tank-messages.ts";

/** A field of these forms: its label, the control, and the control's problem under it. */
function FormField({
  label,
  name,
  errors,
  children,
}: {
  label: ReactNode;
  name: string;
  errors: Record<string, string>;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, inside the label.
    <label className={form.field}>
      <span className={`${form.label} ${styles.label}`}>{label}</span>
      {children}
      <FieldError name={name} errors={errors} />
    </label>
  );
}

/** A count or a percentage: a whole number from 0 to `max`. */
function WholeNumberField({
  label,
  name,
  max,
  value,
  errors,
}: {
  label: ReactNode;
  name: string;
  max: number;
  value: number | undefined;
  errors: Record<string, string>;
}) {
  return (
    <FormField label={label} name={name} errors={errors}>
      <input
        type="number"
        name={name}
        className={`${form.control} ${form.compact} ${styles.input}`}
        min={0}
        max={max}
        step={1}
        defaultValue={value}
      />
    </FormField>
  );
}

function SubmitButton() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <button type="submit" className={buttons.primary} disabled={busy}>
      {busy ? M.saving : M.save}
    </button>
  );
}

/** The tank profile (issue 30): what the "내 수조에 맞아요?" and water rules read. Every field may stay empty. */
function TankProfileFields({ farm, errors }: { farm?: BreedingFarm; errors: Record<string, string> }) {
  const size = (name: "widthCm" | "depthCm" | "heightCm", label: string) => (
    <FormField label={label} name={name} errors={errors}>
      <input
        type="number"
        name={name}
        className={`${form.control} ${form.compact} ${styles.input}`}
        min={1}
        max={1000}
        step={1}
        defaultValue={farm?.[name] ?? undefined}
      />
    </FormField>
  );
  return (
    <fieldset className={`${styles.plainFieldset} ${tank.profile}`}>
      <legend>{T.profile}</legend>
      <FormField label={T.volume} name="volumeLiters" errors={errors}>
        <input
          type="number"
          name="volumeLiters"
          className={`${form.control} ${form.compact} ${styles.input}`}
          min={1}
          max={100000}
          step={1}
          placeholder={T.volumePlaceholder}
          defaultValue={farm?.volumeLiters ?? undefined}
        />
      </FormField>
      <div className={tank.sizeGrid}>
        {size("widthCm", T.width)}
        {size("depthCm", T.depth)}
        {size("heightCm", T.height)}
      </div>
      <FormField label={T.filter} name="filter" errors={errors}>
        <input
          name="filter"
          className={`${form.control} ${form.compact} ${styles.input}`}
          defaultValue={farm?.filter ?? ""}
          placeholder={T.filterPlaceholder}
          maxLength={50}
        />
      </FormField>
      <FormField label={T.heater} name="hasHeater" errors={errors}>
        <select
          name="hasHeater"
          className={`${form.control} ${form.compact} ${form.select}`}
          defaultValue={farm?.hasHeater === true ? "true" : farm?.hasHeater === false ? "false" : ""}
        >
          <option value="">{T.heaterUnknown}</option>
          <option value="true">{T.heaterOn}</option>
          <option value="false">{T.heaterOff}</option>
        </select>
      </FormField>
      <label className={styles.toggle}>
        <input type="checkbox" name="isPlanted" value="true" defaultChecked={farm?.isPlanted ?? false} />
        {T.planted}
      </label>
    </fieldset>
  );
}

export function FarmForm({ farm, error }: { farm?: BreedingFarm; error?: string }) {
  const { errors, formProps } = useFormValidation();
  return (
    <Form method="post" className={styles.section} aria-label={farm ? M.editFarm : M.newFarm} {...formProps}>
      <AlertText message={error} className={styles.error} />
      <FormField label={M.farmName} name="breedingFarmName" errors={errors}>
        <input
          name="breedingFarmName"
          className={`${form.control} ${form.compact} ${styles.input}`}
          defaultValue={farm?.breedingFarmName}
          placeholder={M.farmNamePlaceholder}
          maxLength={BREEDING_FARM_NAME_MAX}
          required
        />
      </FormField>
      <FormField label={M.description} name="description" errors={errors}>
        <textarea
          name="description"
          className={`${form.control} ${form.compact} ${styles.textarea}`}
          defaultValue={farm?.description}
          placeholder={M.descriptionPlaceholder}
          maxLength={BREEDING_FARM_DESCRIPTION_MAX}
        />
      </FormField>
      <FormField label={M.tankSize} name="tankSize" errors={errors}>
        <input
          name="tankSize"
          className={`${form.control} ${form.compact} ${styles.input}`}
          defaultValue={farm?.tankSize ?? ""}
          placeholder={M.tankSizePlaceholder}
          maxLength={TANK_SIZE_MAX}
        />
      </FormField>
      <TankProfileFields farm={farm} errors={errors} />
      <PhotoInput name="imageUrl" initial={farm?.imageUrl ? [farm.imageUrl] : []} max={1} label={M.photo} />
      <label className={styles.toggle}>
        <input type="checkbox" name="isPublic" value="true" defaultChecked={farm?.isPublic ?? false} />
        {M.isPublic}
      </label>
      <span className={styles.hint}>{M.publicHint}</span>
      <SubmitButton />
    </Form>
  );
}

function step(decimals: number): string {
  return decimals === 0 ? "1" : `0.${"0".repeat(decimals - 1)}1`;
}

export function RecordForm({
  dataNames,
  record,
  today,
  error,
}: {
  dataNames: BreedingDataName[];
  record?: DailyRecord;
  today: string;
  error?: string;
}) {
  const savedValue = (id: number) => record?.values.find((v) => v.breedingDataNameId === id)?.value;
  const { errors, formProps } = useFormValidation();
  return (
    <Form method="post" className={styles.section} aria-label={record ? M.editRecord : M.newRecord} {...formProps}>
      <AlertText message={error} className={styles.error} />
      <FormField label={M.recordDate} name="recordDate" errors={errors}>
        <input
          type="date"
          name="recordDate"
          className={`${form.control} ${form.compact} ${styles.input}`}
          defaultValue={record?.recordDate ?? today}
          max={today}
          required
        />
      </FormField>
      <fieldset className={form.field} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={`${form.label} ${styles.label}`}>{M.values}</legend>
        <span className={styles.hint}>{M.valuesHint}</span>
        <div className={styles.valueGrid}>
          {dataNames.map((d) => (
            <FormField key={d.id} label={d.name} name={`value_${d.id}`} errors={errors}>
              <span className={styles.valueInput}>
                <input
                  type="number"
                  inputMode="decimal"
                  name={`value_${d.id}`}
                  className={`${form.control} ${form.compact} ${styles.input}`}
                  min={d.minValue}
                  max={d.maxValue}
                  step={step(d.decimals)}
                  defaultValue={savedValue(d.id)}
                  aria-describedby={`range-${d.id}`}
                  data-label={M.valueLabel(d.name)}
                  data-unit={d.unit}
                />
                <span className={styles.unit}>{d.unit}</span>
              </span>
              <span id={`range-${d.id}`} className={styles.hint}>
                {M.rangeHint(String(d.minValue), formatNumber(d.maxValue), d.unit)}
              </span>
            </FormField>
          ))}
        </div>
      </fieldset>
      <div className={styles.valueGrid}>
        <WholeNumberField
          label={M.waterChange}
          name="waterChangePercent"
          max={100}
          value={record?.waterChangePercent ?? undefined}
          errors={errors}
        />
        <WholeNumberField
          label={M.feedingCount}
          name="feedingCount"
          max={20}
          value={record?.feedingCount ?? undefined}
          errors={errors}
        />
      </div>
      <FormField label={M.feedName} name="feedName" errors={errors}>
        <input
          name="feedName"
          className={`${form.control} ${form.compact} ${styles.input}`}
          maxLength={FEED_NAME_MAX}
          placeholder={M.feedNamePlaceholder}
          defaultValue={record?.feedName ?? ""}
        />
      </FormField>
      <div className={styles.valueGrid} style={{ gridTemplateColumns: "repeat(3, minmax(0, 1fr))" }}>
        {(
          [
            ["fishAdded", M.fishAdded, record?.fishAdded],
            ["fishBorn", M.fishBorn, record?.fishBorn],
            ["fishLost", M.fishLost, record?.fishLost],
          ] as const
        ).map(([name, label, value]) => (
          <WholeNumberField
            key={name}
            label={
              <>
                {label}({M.fishUnit})
              </>
            }
            name={name}
            max={10000}
            value={value ?? 0}
            errors={errors}
          />
        ))}
      </div>
      <FormField label={M.note} name="note" errors={errors}>
        <textarea
          name="note"
          className={`${form.control} ${form.compact} ${styles.textarea}`}
          maxLength={RECORD_NOTE_MAX}
          placeholder={M.notePlaceholder}
          defaultValue={record?.note}
        />
      </FormField>
      <PhotoInput name="imageUrls" initial={record?.imageUrls ?? []} max={RECORD_IMAGES_MAX} label={M.photos} />
      <label className={styles.toggle}>
        <input type="checkbox" name="isPublic" value="true" defaultChecked={record?.isPublic ?? true} />
        {M.isPublic}
      </label>
      <span className={styles.hint}>{M.recordPublicHint}</span>
      <SubmitButton />
    </Form>
  );
}
