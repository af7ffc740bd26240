/** Shapes every endpoint shares (API.md "Conventions"). */
import { PAGE_SIZE } from "@mulmung/domain/constants";
import { customTrim } from "@mulmung/domain/validation";
import { z } from "zod";

/** A row id in a path or query: a positive 32-bit integer (PostgreSQL `integer`). */
export const Id = z.coerce
  .number()
  .int("id는 정수여야 합니다")
  .min(1, "id는 1 이상이어야 합니다")
  .max(2_147_483_647, "id가 너무 큽니다");
export const IdParams = z.object({ id: Id });

/** A row id in a JSON body: a number, not coerced ("0x10", [5] and true are refused), so a missing one says so. */
export const BodyId = z
  .number({ error: (issue) => (issue.input === undefined ? "필수 입력 항목입니다" : "id는 숫자여야 합니다") })
  .int("id는 정수여야 합니다")
  .min(1, "id는 1 이상이어야 합니다")
  .max(2_147_483_647, "id가 너무 큽니다");

/** Row ids in a JSON body, each at most once (a list naming one row twice would count it twice). */
export const BodyIds = (limits: { min?: number; max: number; empty: string; tooMany?: string }) =>
  z
    .array(BodyId)
    .min(limits.min ?? 1, limits.empty)
    .max(limits.max, limits.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, "같은 항목이 두 번 들어 있습니다.");

export const ErrorResponse = z
  .object({
    code: z.union([z.number(), z.string()]).meta({ description: "SPEC.md section 8 code, or a string code" }),
    message: z.string().meta({ description: "Korean text for people" }),
  })
  .meta({ id: "ErrorResponse" });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** When something runs: from its start to its end (ISO times). */
export const period = { startDate: z.string(), endDate: z.string() };

/** The member a post or a farm belongs to, as its card shows them. */
export const writer = { memberId: z.number(), nickname: z.string(), profileImageUrl: z.string().nullable() };

/** A bank account as a screen shows it: the bank, the number, the holder. */
export const bankAccount = { bankName: z.string(), accountNumber: z.string(), accountHolder: z.string() };

/** `field,ASC|DESC`, e.g. `createDate,DESC`. */
export const OrderBy = z
  .string()
  .regex(/^[A-Za-z]+,(ASC|DESC)$/, "정렬 기준은 '필드,ASC' 또는 '필드,DESC' 형식이어야 합니다");

/** A text trimmed the SPEC §5 way (`customTrim`, full-width spaces too), for `.pipe` into its own rules. */
export const trimmed = () => z.string().transform((value) => customTrim(value));

/**
 * A text a person must fill in, trimmed: `required` when it is missing or blank, at most `max` characters
 * (`tooLong` over it).
 */
export const requiredText = (required: string, max: number, tooLong?: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

/** Query booleans arrive as strings. */
export const QueryBoolean = z.enum(["true", "false"]).transform((v) => v === "true");

/** A page size between 1 and `max` (SPEC §9 sizes differ per list; each list sets its default). */
export const pageSize = (max = 100) =>
  z.coerce
    .number()
    .int("size는 정수여야 합니다")
    .min(1, "size는 1 이상이어야 합니다")
    .max(max, `size는 ${max} 이하여야 합니다`);
export const pageOffset = z.coerce
  .number()
  .int("offset은 정수여야 합니다")
  .min(0, "offset은 0 이상이어야 합니다")
  .max(1_000_000, "offset이 너무 큽니다");

/**
 * The one paging query: `size`, `offset`, `isTotalCount`. Every list's query extends it with its filters and
 * `orderBy`; a list whose default size differs (SPEC §9) overrides `size: pageSize().default(n)`.
 */
export const PagingQuery = z.object({
  size: pageSize().default(PAGE_SIZE.default),
  offset: pageOffset.default(0),
  isTotalCount: QueryBoolean.optional(),
});
export type PagingQuery = z.infer<typeof PagingQuery>;

/** A list answer: `{items, totalCount?, nextOffset}`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int().optional(),
    nextOffset: z.number().int().nullable(),
  });
}

export const HealthResponse = z.object({
  status: z.literal("ok"),
  database: z.literal("ok"),
  time: z.string(),
});

/** GET /api/health/ready: the database and the job queue answer and the instance is not draining. */
export const ReadyResponse = z.object({
  status: z.literal("ready"),
  database: z.literal("ok"),
  jobs: z.literal("ok"),
  time: z.string(),
});

/** The type of a `listOf(item)` answer, for code that imports types only (the web). */
export interface ListPage<T> {
  items: T[];
  totalCount?: number;
  nextOffset: number | null;
}
