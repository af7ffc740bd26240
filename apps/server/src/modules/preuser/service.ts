/**
 * Pre-user (trial tester) recruitments: members apply (APPLY) within the period and cancel (CANCEL) while not yet
 * decided; the operator selects (SELECTED) or not (UNSELECTED); a selected tester submits review links of the
 * SPEC §3 social types, listed on the recruitment. Someone else's application answers 404 like a missing one.
 */

import type { AdminPreuserApplicant } from "@mulmung/contract/admin-programs";
import type { PagingQuery } from "@mulmung/contract/common";
import type {
  Preuser,
  PreuserRecruitment,
  PreuserReviewLink,
  PreuserReviewLinkRequest,
} from "@mulmung/contract/programs";
import type { PreUserState, SocialLinkType } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { NotificationService } from "../notification/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import {
  createPreuserRepository,
  type PreuserRecruitmentRow,
  type PreuserReviewLinkRow,
  type PreuserRow,
} from "./repository.ts";

/** A recruitment as listed (the member's list adds its review links), open from its start until its end. */
function toRecruitment(r: PreuserRecruitmentRow, applicants: Map<number, number>, now: Date) {
  return {
    id: r.id,
    title: r.title,
    productName: r.productName,
    description: r.description,
    startDate: r.startDate.toISOString(),
    endDate: r.endDate.toISOString(),
    capacity: r.capacity,
    applicantCount: applicants.get(r.id) ?? 0,
    isOpen: r.startDate <= now && now < r.endDate,
  };
}

import { reviewLinkProblem } from "./review-link.ts";

function toLink(row: PreuserReviewLinkRow): PreuserReviewLink {
  return {
    id: row.id,
    linkType: row.linkType as SocialLinkType,
    url: row.url,
    createDate: row.createDate.toISOString(),
  };
}

function toPreuser(row: PreuserRow & { recruitmentTitle: string }): Preuser {
  return {
    id: row.id,
    recruitmentId: row.recruitmentId,
    recruitmentTitle: row.recruitmentTitle,
    state: row.state as PreUserState,
    createDate: row.createDate.toISOString(),
    updateDate: row.updateDate.toISOString(),
  };
}

export function createPreuserService(
  deps: Pick<ServiceDeps, "db" | "clock"> & { notifications: Pick<NotificationService, "notify"> },
) {
  const repository = createPreuserRepository(deps.db);
  const notFound = () => AppError.notFound("체험단 신청을 찾을 수 없습니다.");

  async function requireOwn(memberId: number, id: number) {
    const row = await repository.findPreuser(id);
    if (!row || row.memberId !== memberId || row.state === "DELETE") throw notFound();
    return row;
  }

  return {
    async listRecruitments(query: PagingQuery) {
      const now = deps.clock.now();
      const rows = await repository.findRecruitments(pageWindow(query));
      const ids = rows.map((r) => r.id);
      const links = await repository.findLinksOfRecruitments(ids);
      const applicants = await repository.countApplicants(ids);
      const page = pageOf(
        rows,
        query,
        (r): PreuserRecruitment => ({
          ...toRecruitment(r, applicants, now),
          reviewLinks: links
            .filter((l) => l.recruitmentId === r.id)
            .map((l) => ({ ...toLink(l.link), nickname: l.nickname ?? "회원" })),
        }),
      );
      return { ...page, ...(query.isTotalCount ? { totalCount: await repository.countRecruitments() } : {}) };
    },

    async mine(memberId: number, query: PagingQuery) {
      const rows = await repository.findMine(memberId, pageWindow(query));
      return pageOf(rows, query, (r) => toPreuser({ ...r.preuser, recruitmentTitle: r.recruitmentTitle }));
    },

    async apply(memberId: number, recruitmentId: number): Promise<Preuser> {
      const recruitment = await repository.findRecruitment(recruitmentId);
      if (!recruitment) throw AppError.notFound("체험단 모집을 찾을 수 없습니다.");
      const now = deps.clock.now();
      if (now < recruitment.startDate || now >= recruitment.endDate) throw AppError.of(ErrorCode.PREUSER_NOT_OPEN);
      const row = await repository.apply(recruitmentId, memberId, now);
      if (!row) throw AppError.of(ErrorCode.PREUSER_ALREADY_APPLIED);
      return toPreuser({ ...row, recruitmentTitle: recruitment.title });
    },

    async cancel(memberId: number, id: number): Promise<Preuser> {
      const own = await requireOwn(memberId, id);
      const row = await repository.changeState(id, "APPLY", "CANCEL", deps.clock.now());
      if (!row) throw AppError.of(ErrorCode.PREUSER_STATE_CONFLICT, "신청 중인 체험단만 취소할 수 있습니다.");
      return toPreuser({ ...row, recruitmentTitle: own.recruitmentTitle });
    },

    /** The operator's decision on an application still in APPLY. */
    async decide(id: number, state: "SELECTED" | "UNSELECTED"): Promise<Preuser> {
      const own = await repository.findPreuser(id);
      if (!own) throw notFound();
      const row = await repository.changeState(id, "APPLY", state, deps.clock.now());
      if (!row) throw AppError.of(ErrorCode.PREUSER_STATE_CONFLICT, "신청 중인 체험단만 선정할 수 있습니다.");
      const selected = state === "SELECTED";
      await deps.notifications.notify({
        memberId: row.memberId,
        topic: "ETC",
        title: selected ? "체험단에 선정되었어요" : "체험단 선정 결과를 알려드려요",
        body: selected
          ? `${own.recruitmentTitle} 체험단에 선정되었습니다. 체험 후 리뷰 링크를 등록해주세요.`
          : `${own.recruitmentTitle} 체험단에 아쉽게도 선정되지 않았습니다. 다음 모집에 다시 신청해주세요.`,
        pageLink: "/my-info/preuser-recruitment",
      });
      return toPreuser({ ...row, recruitmentTitle: own.recruitmentTitle });
    },

    /** Every recruitment for the console, with its applicant count. */
    async adminRecruitments() {
      const now = deps.clock.now();
      const rows = await repository.allRecruitments();
      const applicants = await repository.countApplicants(rows.map((r) => r.id));
      return {
        items: rows.map((r) => toRecruitment(r, applicants, now)),
      };
    },

    /** A recruitment's applicants with their state and review links, for the operator's selection. */
    async applicants(recruitmentId: number): Promise<{ items: AdminPreuserApplicant[] }> {
      if (!(await repository.findRecruitment(recruitmentId)))
        throw AppError.notFound("체험단 모집을 찾을 수 없습니다.");
      const rows = await repository.findApplicants(recruitmentId);
      const links = await repository.findLinksOf(rows.map((r) => r.preuser.id));
      return {
        items: rows.map((r) => ({
          id: r.preuser.id,
          memberId: r.preuser.memberId,
          nickname: r.nickname ?? "회원",
          state: r.preuser.state,
          createDate: r.preuser.createDate.toISOString(),
          reviewLinks: links.filter((l) => l.preuserId === r.preuser.id).map(toLink),
        })),
      };
    },

    async addReviewLink(memberId: number, id: number, request: PreuserReviewLinkRequest): Promise<PreuserReviewLink> {
      const problem = reviewLinkProblem(request.linkType, request.url);
      if (problem) throw AppError.of(ErrorCode.PREUSER_INVALID_REVIEW_LINK, problem);
      const own = await requireOwn(memberId, id);
      if (own.state !== "SELECTED") {
        throw AppError.of(ErrorCode.PREUSER_STATE_CONFLICT, "선정된 체험단만 리뷰 링크를 등록할 수 있습니다.");
      }
      const row = await repository.insertLink(id, request.linkType, request.url);
      if (!row) throw AppError.of(ErrorCode.PREUSER_STATE_CONFLICT, "이미 등록한 리뷰 링크입니다.");
      return toLink(row);
    },

    async reviewLinks(memberId: number, id: number) {
      await requireOwn(memberId, id);
      return { items: (await repository.findLinks(id)).map(toLink) };
    },
  };
}

export type PreuserService = ReturnType<typeof createPreuserService>;
