/**
 * Production requests (아쿠아리움 제작 의뢰, API.md "Production request (atec)"): a member asks a partner store to
 * build an aquarium in steps (budget, size, difficulty, etc, concept), completes it, and the store answers.
 */
import { z } from "zod";
import { PagingQuery } from "./common.ts";

export const PRODUCTION_STEPS = ["budget", "size", "difficulty", "etc", "concept"] as const;
export type ProductionStep = (typeof PRODUCTION_STEPS)[number];

export const BUDGET_RANGES = ["UNDER_50", "FROM_50_TO_100", "FROM_100_TO_200", "FROM_200_TO_500", "OVER_500"] as const;
export const BUDGET_LABEL: Record<(typeof BUDGET_RANGES)[number], string> = {
  UNDER_50: "50만원 미만",
  FROM_50_TO_100: "50만~100만원",
  FROM_100_TO_200: "100만~200만원",
  FROM_200_TO_500: "200만~500만원",
  OVER_500: "500만원 이상",
};
export const DIFFICULTIES = ["BEGINNER", "INTERMEDIATE", "ADVANCED"] as const;
export const DIFFICULTY_LABEL: Record<(typeof DIFFICULTIES)[number], string> = {
  BEGINNER: "입문",
  INTERMEDIATE: "중급",
  ADVANCED: "고급",
};
export const LIVESTOCK = ["TROPICAL_FISH", "SHRIMP", "AQUATIC_PLANT", "MARINE_FISH", "CORAL", "TURTLE"] as const;
export const LIVESTOCK_LABEL: Record<(typeof LIVESTOCK)[number], string> = {
  TROPICAL_FISH: "열대어",
  SHRIMP: "새우",
  AQUATIC_PLANT: "수초",
  MARINE_FISH: "해수어",
  CORAL: "산호",
  TURTLE: "거북",
};
export const CONCEPTS = ["NATURE", "IWAGUMI", "COMMUNITY", "REEF", "DUTCH", "BIOTOPE"] as const;
export const CONCEPT_LABEL: Record<(typeof CONCEPTS)[number], string> = {
  NATURE: "네이처",
  IWAGUMI: "이와구미",
  COMMUNITY: "열대어 커뮤니티",
  REEF: "해수 리프",
  DUTCH: "더치",
  BIOTOPE: "비오톱",
};

const memo = z.string().trim().max(500, "메모는 500자 이내로 적어 주세요.").default("");
const cm = (name: string) =>
  z
    .number({ error: `${name}를 숫자로 입력해 주세요.` })
    .int(`${name}는 cm 단위 정수로 입력해 주세요.`)
    .min(20, `${name}는 20cm 이상이어야 합니다.`)
    .max(300, `${name}는 300cm 이하여야 합니다.`);

export const BudgetStep = z.object({
  budgetRange: z.enum(BUDGET_RANGES, { error: "예산 구간을 선택해 주세요." }),
  memo,
});
export const SizeStep = z.object({ width: cm("가로"), depth: cm("세로(폭)"), height: cm("높이"), memo });
export const DifficultyStep = z.object({
  difficulty: z.enum(DIFFICULTIES, { error: "관리 난이도를 선택해 주세요." }),
  memo,
});
/** Times arrive as date-times (SPEC §3): the web joins the chosen day and hours in Seoul time. */
export const EtcStep = z.object({
  livestock: z
    .array(z.enum(LIVESTOCK, { error: "키울 생물을 목록에서 골라 주세요." }))
    .min(1, "키울 생물을 하나 이상 골라 주세요.")
    .max(LIVESTOCK.length),
  availableStartTime: z.iso.datetime({ offset: true, error: "시공 가능 시작 시각을 날짜와 시간으로 입력해 주세요." }),
  availableEndTime: z.iso.datetime({ offset: true, error: "시공 가능 종료 시각을 날짜와 시간으로 입력해 주세요." }),
  memo,
});
export const ConceptStep = z.object({
  concept: z.enum(CONCEPTS, { error: "원하는 컨셉을 선택해 주세요." }),
  memo,
});

export const StepBodies = {
  budget: BudgetStep,
  size: SizeStep,
  difficulty: DifficultyStep,
  etc: EtcStep,
  concept: ConceptStep,
} as const;
export type StepBody<S extends ProductionStep> = z.infer<(typeof StepBodies)[S]>;

export const ProductionStepParams = z.object({
  id: z.coerce.number().int().min(1, "id는 1 이상이어야 합니다").max(2_147_483_647),
  step: z.enum(PRODUCTION_STEPS, { error: "단계는 budget, size, difficulty, etc, concept 중 하나입니다." }),
});
export const ProductionSubParams = ProductionStepParams.extend({
  subId: z.coerce.number().int().min(1, "subId는 1 이상이어야 합니다").max(2_147_483_647),
});
/** A step's body; which shape applies is checked against the step in the path by the service. */
export const ProductionStepBody = z.record(z.string(), z.unknown());

export const ProductionAnswerRequest = z.object({
  message: z.string().trim().min(1, "답변 내용을 입력해 주세요.").max(1000, "답변은 1000자 이내로 적어 주세요."),
  quotePrice: z
    .number({ error: "견적 금액을 숫자로 입력해 주세요." })
    .int("견적 금액은 원 단위 정수입니다.")
    .min(0, "견적 금액은 0원 이상이어야 합니다.")
    .max(1_000_000_000, "견적 금액이 너무 큽니다.")
    .nullable()
    .default(null),
});

const stepRecord = <T extends z.ZodType>(data: T) => z.object({ id: z.number().int(), data }).nullable();

export const ProductionRequest = z
  .object({
    id: z.number().int(),
    memberId: z.number().int(),
    affiliate: z.object({ id: z.number().int(), name: z.string() }),
    state: z.enum(["WRITING", "COMPLETED"]),
    budget: stepRecord(BudgetStep),
    size: stepRecord(SizeStep),
    difficulty: stepRecord(DifficultyStep),
    etc: stepRecord(EtcStep),
    concept: stepRecord(ConceptStep),
    answer: z
      .object({ message: z.string(), quotePrice: z.number().int().nullable(), answerDate: z.string() })
      .nullable(),
    completeDate: z.string().nullable(),
    createDate: z.string(),
  })
  .meta({ id: "ProductionRequest" });
export type ProductionRequest = z.infer<typeof ProductionRequest>;

export const ProductionStepResult = z.object({ id: z.number().int(), step: z.enum(PRODUCTION_STEPS) });
export const CompletedProductionQuery = PagingQuery;
export type CompletedProductionQuery = z.infer<typeof CompletedProductionQuery>;
