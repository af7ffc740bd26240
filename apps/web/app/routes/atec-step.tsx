import type { ProductionStep } from "@mulmung/contract/production-request";
import { redirect } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { loadRequest } from "../features/atec/load.server.ts";
import { StepForm } from "../features/atec/step-form.tsx";
import { atecStepPath, atecViewerPath, STEP_TITLE } from "../features/atec/steps.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/atec-step";

const STEPS: readonly ProductionStep[] = ["budget", "size", "difficulty", "etc", "concept"];

/** /atec/production/:id?/{budget,size,difficulty,etc,concept}: one step of the request, saved on 다음. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const step = new URL(request.url).pathname.split("/").at(-1) as ProductionStep;
  const production = await loadRequest(context.api, request, params.id);
  // A completed request is read in the viewer; a step page without an id moves to the request's own address.
  if (production.state === "COMPLETED") throw redirect(atecViewerPath(production.id));
  if (params.id === undefined) throw redirect(atecStepPath(production.id, step));
  return { production, step: STEPS.includes(step) ? step : "budget" };
}

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(`수조 제작 의뢰 - ${data ? STEP_TITLE[data.step] : "단계"}`);

export default function AtecStepPage({ loaderData }: Route.ComponentProps) {
  const { production, step } = loaderData;
  return (
    <>
      <PageHeader title="수조 제작 의뢰" />
      <StepForm key={`${production.id}-${step}`} request={production} step={step} />
    </>
  );
}
