/**
 * /admin/species/{id|new} (issue 30): every fact of a species the tank-fit and water rules read — names and quick
 * category; temperature, pH and hardness ranges; temperament, fin-nipping, long fins, shrimp-eating, one male;
 * swimming level, bioload, fresh or brackish; the group minimum and the smallest tank; and the source of each
 * range. 저장 creates (then the species' page) or saves; the API's Korean message shows on a refusal, nothing
 * typed is lost. Every save is in the audit log.
 */
import type { Species } from "@mulmung/contract/species";
import {
  BIOLOAD_LABEL,
  BIOLOADS,
  SPECIES_GROUPS,
  SWIM_LEVEL_LABEL,
  SWIM_LEVELS,
  TEMPERAMENT_LABEL,
  TEMPERAMENTS,
  WATER_TYPE_LABEL,
  WATER_TYPES,
} from "@mulmung/domain/species";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { FieldBox, FormField, SubmitRow } from "../../components/console-form.tsx";
import page from "../../components/console-page.module.css";
import form from "../../components/form.module.css";
import { Options } from "../../components/form-field.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH } from "../../lib/paths.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { SPECIES_ADMIN_MESSAGE as M } from "./messages.ts";
import own from "./species.module.css";
import { type Figure, type SpeciesDraft, speciesBody, speciesDraft } from "./species-draft.ts";
import { speciesEditPath } from "./species-list.tsx";

type Choice = "group" | "temperament" | "swimLevel" | "bioload" | "water";
type Flag = "finNipper" | "longFins" | "eatsShrimp" | "oneMalePerTank";
type Source = keyof SpeciesDraft["sources"];

const CHOICES: Record<Choice, { label: string; values: readonly string[]; labels: Record<string, string> }> = {
  group: { label: M.group, values: SPECIES_GROUPS, labels: M.groupLabel },
  temperament: { label: M.temperament, values: TEMPERAMENTS, labels: TEMPERAMENT_LABEL },
  swimLevel: { label: M.swimLevel, values: SWIM_LEVELS, labels: SWIM_LEVEL_LABEL },
  bioload: { label: M.bioload, values: BIOLOADS, labels: BIOLOAD_LABEL },
  water: { label: M.water, values: WATER_TYPES, labels: WATER_TYPE_LABEL },
};

const RANGES: { label: string; min: Figure; max: Figure }[] = [
  { label: M.temperatureRange, min: "temperatureMin", max: "temperatureMax" },
  { label: M.phRange, min: "phMin", max: "phMax" },
  { label: M.hardnessRange, min: "hardnessMin", max: "hardnessMax" },
];

const FLAGS: [Flag, string][] = [
  ["finNipper", M.finNipper],
  ["longFins", M.longFins],
  ["eatsShrimp", M.eatsShrimp],
  ["oneMalePerTank", M.oneMalePerTank],
];

const SOURCES: [Source, string][] = [
  ["size", M.sourceSize],
  ["temperature", M.sourceTemperature],
  ["ph", M.sourcePh],
  ["hardness", M.sourceHardness],
];

export function SpeciesFormView({ species }: { species: Species | null }) {
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const action = useApiAction();
  const [draft, setDraft] = useState<SpeciesDraft>(() => speciesDraft(species));
  const set = (change: Partial<SpeciesDraft>) => setDraft((now) => ({ ...now, ...change }));

  const figure = (key: Figure, label: string) => (
    <FormField
      id={`species-${key}`}
      label={label}
      inputMode="decimal"
      value={draft[key]}
      onValue={(value) => set({ [key]: value } as Partial<SpeciesDraft>)}
    />
  );
  const choice = (key: Choice) => (
    <FieldBox id={`species-${key}`} label={CHOICES[key].label}>
      <select
        id={`species-${key}`}
        className={page.input}
        value={draft[key]}
        onChange={(e) => set({ [key]: e.target.value } as Partial<SpeciesDraft>)}
      >
        <Options items={CHOICES[key].values} text={(v) => CHOICES[key].labels[v] ?? v} />
      </select>
    </FieldBox>
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = speciesBody(draft);
    const result = await action.run(() =>
      species
        ? apiRequest<Species>(`/api/v1/admin/species/${species.id}`, { method: "PUT", body })
        : apiRequest<Species>("/api/v1/admin/species", { method: "POST", body }),
    );
    if (!result.ok) return;
    action.setError(null);
    if (species) {
      toast.bottom(M.saved);
      await revalidator.revalidate();
    } else {
      toast.bottom(M.created);
      navigate(speciesEditPath(result.body.id), { replace: true });
    }
  }

  const heading = species ? M.editTitle(species.koreanName) : M.newTitle;
  return (
    <>
      <div className={own.bar}>
        <h1 className={page.sectionTitle}>{heading}</h1>
        <Link to={PATH.adminSpecies} className={page.link}>
          {M.backToList}
        </Link>
      </div>
      <form className={`${page.panel} ${own.form}`} onSubmit={onSubmit} aria-label={heading} noValidate>
        <fieldset className={own.fieldset}>
          <legend className={own.legend}>{M.sectionNames}</legend>
          <div className={own.row}>
            <FormField
              id="species-korean-name"
              label={M.koreanName}
              maxLength={50}
              value={draft.koreanName}
              onValue={(koreanName) => set({ koreanName })}
            />
            <FormField
              id="species-scientific-name"
              label={M.scientificName}
              maxLength={100}
              value={draft.scientificName}
              onValue={(scientificName) => set({ scientificName })}
            />
            {choice("group")}
          </div>
        </fieldset>
        <fieldset className={own.fieldset}>
          <legend className={own.legend}>{M.sectionWater}</legend>
          <div className={own.row}>
            {choice("water")}
            {figure("adultSizeCm", M.adultSize)}
          </div>
          {RANGES.map((range) => (
            <div key={range.min} className={own.row}>
              {figure(range.min, `${range.label} ${M.min}`)}
              {figure(range.max, `${range.label} ${M.max}`)}
            </div>
          ))}
        </fieldset>
        <fieldset className={own.fieldset}>
          <legend className={own.legend}>{M.sectionHabits}</legend>
          <div className={own.row}>
            {choice("temperament")}
            {choice("swimLevel")}
            {choice("bioload")}
          </div>
          <div className={own.checks}>
            {FLAGS.map(([key, label]) => (
              <label key={key} className={form.check}>
                <input
                  type="checkbox"
                  checked={draft[key]}
                  onChange={(e) => set({ [key]: e.target.checked } as Partial<SpeciesDraft>)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={own.fieldset}>
          <legend className={own.legend}>{M.sectionTank}</legend>
          <div className={own.row}>
            {figure("groupMin", M.groupMin)}
            {figure("minTankLiters", M.minTankLiters)}
          </div>
        </fieldset>
        <fieldset className={own.fieldset}>
          <legend className={own.legend}>{M.sectionSources}</legend>
          <p className={page.hint}>{M.sourcesHint}</p>
          <div className={own.row}>
            {SOURCES.map(([key, label]) => (
              <FormField
                key={key}
                id={`species-source-${key}`}
                label={label}
                maxLength={200}
                value={draft.sources[key]}
                onValue={(value) => set({ sources: { ...draft.sources, [key]: value } })}
              />
            ))}
          </div>
        </fieldset>
        <AlertText message={action.error} className={page.error} />
        <SubmitRow busy={action.busy} className={own.end}>
          {action.pending ? M.saving : M.save}
        </SubmitRow>
      </form>
    </>
  );
}
