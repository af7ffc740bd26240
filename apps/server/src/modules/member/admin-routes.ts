/**
 * Members for the operators (issue 27; `/api/v1/admin/member…`, beyond API.md): the search, a member's record, a
 * suspension and its early lift, a withdrawal on the member's request; each write with the record before and after
 * in the audit log.
 */
import {
  AdminMemberList,
  AdminMemberQuery,
  AdminMemberRecord,
  AdminWithdrawalRequest,
  SuspensionRequest,
} from "@mulmung/contract/admin-moderation";
import { IdParams } from "@mulmung/contract/common";
import { apiPlugin } from "../../http/route.ts";

export const memberAdminRoutes = apiPlugin(
  { tags: ["admin: members"], access: "admin", errors: [400, 401, 403, 404, 409] },
  (route, { memberAdmin }) => {
    const record = ({ params }: { params: { id: number } }) => memberAdmin.record(params.id);
    const recordOrNull = (context: { params: { id: number } }) => record(context).catch(() => null);

    route.get("/api/v1/admin/member", {
      summary: "회원 검색: 이메일, 닉네임, 휴대폰 번호의 일부로 (비우면 전체), 최근 가입 순",
      querystring: AdminMemberQuery,
      response: AdminMemberList,
      handler: ({ query }) => memberAdmin.list(query),
    });

    route.get("/api/v1/admin/member/:id", {
      summary: "회원 기록: 프로필, 적립금, 최근 주문, 최근 글과 댓글, 받은 신고, 이용 제한 이력",
      params: IdParams,
      response: AdminMemberRecord,
      handler: record,
    });

    route.patch("/api/v1/admin/member/:id/suspension", {
      summary:
        "이용 제한 (1~3650일, 사유): 읽기는 되고 글쓰기, 주문 등 쓰기는 403 MEMBER_SUSPENDED; 운영자는 제한할 수 없음",
      params: IdParams,
      body: SuspensionRequest,
      response: AdminMemberRecord,
      auditTarget: recordOrNull,
      handler: ({ member, params, body }) => memberAdmin.suspend(member.id, params.id, body),
    });

    route.delete("/api/v1/admin/member/:id/suspension", {
      summary: "이용 제한 조기 해제 (진행 중인 제한이 없으면 404)",
      params: IdParams,
      response: AdminMemberRecord,
      auditTarget: recordOrNull,
      handler: ({ member, params }) => memberAdmin.lift(member.id, params.id),
    });

    route.patch("/api/v1/admin/member/:id/withdrawal", {
      summary: "회원의 요청에 따른 탈퇴 처리 (본인 탈퇴와 같은 삭제); 스토어 운영자(1013)와 운영자(1012)는 안 됨",
      params: IdParams,
      body: AdminWithdrawalRequest,
      response: AdminMemberRecord,
      auditTarget: recordOrNull,
      handler: ({ params, body }) => memberAdmin.withdraw(params.id, body.reason),
    });
  },
);
