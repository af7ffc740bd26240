/**
 * Moderation and members as the operators run them (issue 27; `/api/v1/admin/report…`, `/api/v1/admin/member…`,
 * beyond API.md): the report queue grouped by target and its two decisions, the member search, a member's record,
 * suspensions and a withdrawal on the member's request.
 */
import { MODERATION_REASON_MAX, REPORT_STATES, SUSPENSION_DAYS } from "@mulmung/domain/moderation";
import { z } from "zod";
import { Id, listOf, PagingQuery, requiredText } from "./common.ts";
import { REPORT_TYPES } from "./community.ts";
import { MemberRole } from "./member.ts";
import { OrderListItem } from "./order.ts";

export const ReportState = z.enum(REPORT_STATES, "신고 처리 상태는 WAIT, DONE, REJECTED 중 하나입니다");
const ReportTypeParam = z.enum(
  REPORT_TYPES,
  "신고 대상 종류는 COMMUNITY_BOARD, COMMUNITY_BOARD_COMMENT, REVIEW 중 하나입니다",
);

/** The queue of one state (WAIT unless asked), of one kind of target or all; newest activity first. */
export const ReportQueueQuery = PagingQuery.extend({
  state: ReportState.default("WAIT"),
  type: ReportTypeParam.optional(),
});
export type ReportQueueQuery = z.infer<typeof ReportQueueQuery>;

/** `/api/v1/admin/report/{type}/{targetId}/…`: the reported post, comment or review. */
export const ReportTargetParams = z.object({ type: ReportTypeParam, targetId: Id });
export type ReportTargetParams = z.infer<typeof ReportTargetParams>;

const Writer = z.object({ id: z.number().int(), nickname: z.string() });

/** One member's report of the target: the reason they chose and wrote, who and when. */
export const ReportReason = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  state: ReportState,
  reporter: Writer,
  createDate: z.string(),
  decidedDate: z.string().nullable(),
});

/** A reported target with its reports of the asked state. */
export const ReportQueueItem = z
  .object({
    type: ReportTypeParam,
    targetId: z.number().int(),
    /** How many different members reported it (in this state). */
    reporterCount: z.number().int(),
    /** The newest report or decision. */
    lastActivityDate: z.string(),
    reasons: z.array(ReportReason),
    /** The target now; null when its row is gone. */
    target: z
      .object({
        /** A post's title, else the first 100 characters of the text. */
        preview: z.string(),
        writer: Writer,
        /** Hidden from everyone but its writer now (reported by enough members, not restored). */
        isHidden: z.boolean(),
        /** Deleted (by its writer or an operator). */
        isRemoved: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: "ReportQueueItem" });
export type ReportQueueItem = z.infer<typeof ReportQueueItem>;
export const ReportQueue = listOf(ReportQueueItem);

// ---- Members ----------------------------------------------------------------------------------------------------

/** Part of an email, nickname or phone number (digits; dashes are ignored); every member when empty. */
export const AdminMemberQuery = PagingQuery.extend({
  query: z.string().trim().max(100, "검색어는 100자까지 입력할 수 있습니다").optional(),
});
export type AdminMemberQuery = z.infer<typeof AdminMemberQuery>;

export const AdminMemberListItem = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    nickname: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    role: MemberRole,
    createDate: z.string(),
    isWithdrawn: z.boolean(),
    /** While a suspension holds: until when. */
    suspendedUntil: z.string().nullable(),
  })
  .meta({ id: "AdminMemberListItem" });
export type AdminMemberListItem = z.infer<typeof AdminMemberListItem>;
export const AdminMemberList = listOf(AdminMemberListItem);

export const AdminSuspension = z.object({
  id: z.number().int(),
  from: z.string(),
  until: z.string(),
  reason: z.string(),
  operatorId: z.number().int(),
  /** Lifted early (by an operator, or replaced by a newer suspension). */
  liftedDate: z.string().nullable(),
  /** Holding now. */
  isCurrent: z.boolean(),
});

/** A member's record as an operator sees it. */
export const AdminMemberRecord = z
  .object({
    member: AdminMemberListItem.extend({
      name: z.string().nullable(),
      loginType: z.string(),
      profileImageUrl: z.string().nullable(),
      introduction: z.string().nullable(),
      isCertified: z.boolean(),
      withdrawnDate: z.string().nullable(),
      withdrawalReason: z.string().nullable(),
      /** Runs a partner store (a store owner withdraws through the support centre, SPEC 1013). */
      isStoreOwner: z.boolean(),
    }),
    point: z.number().int(),
    recentOrders: z.array(OrderListItem),
    recentPosts: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        createDate: z.string(),
        isHidden: z.boolean(),
        isDeleted: z.boolean(),
      }),
    ),
    recentComments: z.array(
      z.object({
        id: z.number().int(),
        parentType: z.string(),
        parentId: z.number().int(),
        preview: z.string(),
        createDate: z.string(),
        isHidden: z.boolean(),
        isDeleted: z.boolean(),
      }),
    ),
    /** Reports made against the member's posts, comments and reviews: how many, and the latest. */
    reportsAgainst: z.object({ count: z.number().int(), lastDate: z.string().nullable() }),
    suspension: AdminSuspension.nullable(),
    /** Every suspension, newest first. */
    suspensions: z.array(AdminSuspension),
  })
  .meta({ id: "AdminMemberRecord" });
export type AdminMemberRecord = z.infer<typeof AdminMemberRecord>;

const Reason = (what: string) =>
  requiredText(
    `${what} 사유를 입력해주세요`,
    MODERATION_REASON_MAX,
    `사유는 ${MODERATION_REASON_MAX}자까지 입력할 수 있습니다`,
  );

export const SuspensionRequest = z.object({
  days: z
    .number({ message: "제한 일수를 숫자로 입력해주세요" })
    .int("제한 일수는 정수로 입력해주세요")
    .min(SUSPENSION_DAYS.min, `제한 일수는 ${SUSPENSION_DAYS.min}일 이상이어야 합니다`)
    .max(SUSPENSION_DAYS.max, `제한 일수는 ${SUSPENSION_DAYS.max}일 이하여야 합니다`),
  reason: Reason("이용 제한"),
});
export type SuspensionRequest = z.infer<typeof SuspensionRequest>;

export const AdminWithdrawalRequest = z.object({ reason: Reason("탈퇴") });
export type AdminWithdrawalRequest = z.infer<typeof AdminWithdrawalRequest>;
