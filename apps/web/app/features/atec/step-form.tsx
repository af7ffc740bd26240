/**
 * One step of the atec stepper: the choices of the step, back and next. "다음" saves the step to the server (POST
 * the first time, PATCH its sub id afterwards) and moves on, so leaving and coming back resumes where the member
 * left; the server's Korean message is shown when a value is refused.
 */

import {
  BUDGET_LABEL,
  BUDGET_RANGES,
  CONCEPT_LABEL,
  CONCEPTS,
  DIFFICULTIES,
  DIFFICULTY_LABEL,
  LIVESTOCK,
  LIVESTOCK_LABEL,
  type ProductionRequest,
  type ProductionStep,
} from "@mulmung/contract/production-request";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import form from "../../components/form.module.css";
import { Options } from "../../components/form-field.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import styles from "./atec.module.css";
import { ATEC_STEPS, atecStepPath, STEP_TITLE, seoulDateTime, seoulDayAndHour } from "./steps.ts";

const SIZE_PRESETS = [
  { key: "45", label: "1자반 (45cm)", width: 45, depth: 30, height: 30 },
  { key: "60", label: "2자 (60cm)", width: 60, depth: 30, height: 36 },
  { key: "90", label: "3자 (90cm)", width: 90, depth: 45, height: 45 },
  { key: "120", label: "4자 (120cm)", width: 120, depth: 45, height: 45 },
] as const;
const DIFFICULTY_HELP = {
  BEGINNER: "주 1회 환수 정도, 튼튼한 생물 위주",
  INTERMEDIATE: "CO2·조명 관리, 수초 트리밍",
  ADVANCED: "해수·산호, 정밀한 수질 관리",
} as const;
const CONCEPT_IMAGE: Record<(typeof CONCEPTS)[number], string> = {
  NATURE: "/images/demo/plant.svg",
  IWAGUMI: "/images/demo/substrate.svg",
  COMMUNITY: "/images/demo/tetra.svg",
  REEF: "/images/demo/cleaner.svg",
  DUTCH: "/images/demo/light.svg",
  BIOTOPE: "/images/demo/corydoras.svg",
};
const HOURS = Array.from({ length: 13 }, (_, i) => i + 8); // 8시 ~ 20시

function Choice(props: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  type?: "radio" | "checkbox";
  children: ReactNode;
}) {
  return (
    <label className={`${cards.outlined} ${styles.choice}`}>
      <input
        type={props.type ?? "radio"}
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
      />
      {props.children}
    </label>
  );
}

export function StepForm({ request, step }: { request: ProductionRequest; step: ProductionStep }) {
  const navigate = useNavigate();
  const saved = request[step]?.data as Record<string, unknown> | undefined;
  const [values, setValues] = useState<Record<string, unknown>>(() => initial(step, saved));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const index = ATEC_STEPS.indexOf(step);
  const set = (patch: Record<string, unknown>) => setValues((v) => ({ ...v, ...patch }));
  /** One value of `name` out of `options` (radio choices), each drawn by `draw`. */
  const pickOne = <V extends string>(
    name: string,
    legend: string,
    options: readonly V[],
    draw: (option: V) => ReactNode,
  ) => (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Choice
          key={option}
          name={name}
          value={option}
          checked={values[name] === option}
          onChange={() => set({ [name]: option })}
        >
          {draw(option)}
        </Choice>
      ))}
    </fieldset>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const sub = request[step];
    const result = await apiRequest(
      sub
        ? `/api/v1/request-production/${request.id}/${step}/${sub.id}`
        : `/api/v1/request-production/${request.id}/${step}`,
      { method: sub ? "PATCH" : "POST", body: toBody(step, values) },
    );
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    navigate(atecStepPath(request.id, ATEC_STEPS[index + 1] ?? "completion"));
  }

  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      <StepProgress step={step} />
      <h2 className={styles.question}>{QUESTION[step]}</h2>
      <p className={styles.help}>{request.affiliate.name}에 보낼 제작 의뢰입니다. 입력한 내용은 자동으로 저장돼요.</p>
      {step === "budget" && pickOne("budgetRange", "예산 구간", BUDGET_RANGES, (b) => BUDGET_LABEL[b])}
      {step === "size" && (
        <>
          <fieldset className={styles.choices}>
            <legend>자주 쓰는 크기 (가로×세로×높이)</legend>
            {SIZE_PRESETS.map((p) => (
              <Choice
                key={p.key}
                name="preset"
                value={p.key}
                checked={values.width === p.width && values.depth === p.depth && values.height === p.height}
                onChange={() => set({ width: p.width, depth: p.depth, height: p.height })}
              >
                {p.label}
                <span className={styles.choiceSub}>
                  {p.width}×{p.depth}×{p.height}cm
                </span>
              </Choice>
            ))}
          </fieldset>
          <div className={form.row}>
            {(["width", "depth", "height"] as const).map((k) => (
              <label key={k} className={form.field} style={{ flex: 1 }}>
                <span className={form.label}>{{ width: "가로", depth: "세로(폭)", height: "높이" }[k]} (cm)</span>
                <input
                  className={form.input}
                  inputMode="numeric"
                  name={k}
                  value={values[k] === undefined ? "" : String(values[k])}
                  onChange={(e) => set({ [k]: e.target.value === "" ? undefined : Number(e.target.value) })}
                />
              </label>
            ))}
          </div>
        </>
      )}
      {step === "difficulty" &&
        pickOne("difficulty", "관리 난이도", DIFFICULTIES, (d) => (
          <>
            {DIFFICULTY_LABEL[d]}
            <span className={styles.choiceSub}>{DIFFICULTY_HELP[d]}</span>
          </>
        ))}
      {step === "etc" && (
        <>
          <fieldset className={styles.choices}>
            <legend>키울 생물 (여러 개 선택)</legend>
            {LIVESTOCK.map((l) => {
              const list = (values.livestock as string[]) ?? [];
              return (
                <Choice
                  key={l}
                  type="checkbox"
                  name="livestock"
                  value={l}
                  checked={list.includes(l)}
                  onChange={() => set({ livestock: list.includes(l) ? list.filter((x) => x !== l) : [...list, l] })}
                >
                  {LIVESTOCK_LABEL[l]}
                </Choice>
              );
            })}
          </fieldset>
          <label className={form.field}>
            <span className={form.label}>희망 시공일</span>
            <input
              className={form.input}
              type="date"
              name="date"
              value={(values.date as string) ?? ""}
              onChange={(e) => set({ date: e.target.value })}
            />
          </label>
          <div className={form.row}>
            {(["startHour", "endHour"] as const).map((k) => (
              <label key={k} className={form.field} style={{ flex: 1 }}>
                <span className={form.label}>{k === "startHour" ? "시공 가능 시작" : "시공 가능 종료"}</span>
                <select
                  className={form.input}
                  name={k}
                  value={String(values[k] ?? "")}
                  onChange={(e) => set({ [k]: e.target.value === "" ? undefined : Number(e.target.value) })}
                >
                  <Options first="시간 선택" items={HOURS} text={(h) => `${h}시`} />
                </select>
              </label>
            ))}
          </div>
        </>
      )}
      {step === "concept" &&
        pickOne("concept", "원하는 컨셉", CONCEPTS, (c) => (
          <>
            <img src={CONCEPT_IMAGE[c]} alt="" width={120} height={72} />
            {CONCEPT_LABEL[c]}
          </>
        ))}
      <label className={form.field}>
        <span className={form.label}>메모 (선택)</span>
        <input
          className={form.input}
          name="memo"
          maxLength={500}
          value={(values.memo as string) ?? ""}
          onChange={(e) => set({ memo: e.target.value })}
        />
      </label>
      <AlertText message={error} className={styles.error} />
      <div className={styles.footer}>
        <Link
          className={buttons.secondary}
          to={index === 0 ? "/atec" : atecStepPath(request.id, ATEC_STEPS[index - 1] ?? "budget")}
        >
          이전
        </Link>
        <button type="submit" className={buttons.primary} disabled={busy}>
          다음
        </button>
      </div>
    </form>
  );
}

export function StepProgress({ step }: { step: (typeof ATEC_STEPS)[number] }) {
  const n = ATEC_STEPS.indexOf(step) + 1;
  return (
    <div className={styles.progress}>
      <span>
        {n}/{ATEC_STEPS.length} {STEP_TITLE[step]}
      </span>
      <div className={styles.bar} aria-hidden="true">
        <div className={styles.barFill} style={{ width: `${(n / ATEC_STEPS.length) * 100}%` }} />
      </div>
    </div>
  );
}

const QUESTION: Record<ProductionStep, string> = {
  budget: "예산은 어느 정도 생각하세요?",
  size: "어떤 크기의 수조를 원하세요?",
  difficulty: "관리는 어느 정도까지 하실 수 있나요?",
  etc: "어떤 생물을 키우고, 언제 시공하면 좋을까요?",
  concept: "어떤 분위기의 수조를 원하세요?",
};

function initial(step: ProductionStep, saved: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!saved) return step === "etc" ? { livestock: [] } : {};
  if (step !== "etc") return { ...saved };
  const start = seoulDayAndHour(saved.availableStartTime as string);
  const end = seoulDayAndHour(saved.availableEndTime as string);
  return { livestock: saved.livestock, memo: saved.memo, date: start.date, startHour: start.hour, endHour: end.hour };
}

/** The API's body; the etc step joins the chosen day and hours into date-times. Missing values go as they are so
 * the server explains what is missing in Korean. */
function toBody(step: ProductionStep, v: Record<string, unknown>): Record<string, unknown> {
  if (step !== "etc") return v;
  const date = v.date as string | undefined;
  const at = (hour: unknown) => (date && typeof hour === "number" ? seoulDateTime(date, hour) : "");
  return {
    livestock: v.livestock,
    memo: v.memo ?? "",
    availableStartTime: at(v.startHour),
    availableEndTime: at(v.endHour),
  };
}
