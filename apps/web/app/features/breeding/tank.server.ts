/** The farm page's tank intents (issue 30): the owner adds fish of a species and takes some out. */
import { type ActionOutcome, type Api, actionOutcome, apiCall } from "../../lib/api.server.ts";
import { TANK_MESSAGE as T } from "./tank-messages.ts";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
/** A number the API checks (and answers in Korean); an empty field is left out, anything else sent as typed. */
const number = (form: FormData, name: string) => (text(form, name) === "" ? undefined : Number(text(form, name)));

/** undefined when the intent is not one of the tank's. */
export async function tankAction(
  api: Api,
  intent: string,
  farmId: number,
  form: FormData,
): Promise<ActionOutcome | undefined> {
  if (intent === "addInhabitant") {
    const body = {
      speciesId: number(form, "speciesId"),
      count: number(form, "count"),
      ...(text(form, "addedOn") ? { addedOn: text(form, "addedOn") } : {}),
    };
    const result = await apiCall(api, `/api/v1/breeding-farm/${farmId}/inhabitant`, { method: "POST", body });
    return actionOutcome(intent, result, T.added);
  }
  if (intent === "removeInhabitant") {
    const inhabitantId = number(form, "inhabitantId");
    const result = await apiCall(api, `/api/v1/breeding-farm/${farmId}/inhabitant/${inhabitantId}/removal`, {
      method: "PATCH",
      body: { count: number(form, "count") },
    });
    return actionOutcome(intent, result, T.removed);
  }
  return undefined;
}
