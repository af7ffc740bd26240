/**
 * The operators' site content (issue 27; `/api/v1/admin/{kind}`, beyond API.md): each kind from one description,
 * the list (every item but the deleted, with where it stands), one item, create, edit, delete and the order.
 * Operator calls (404 for everyone else, 401 until the second factor), each write in the audit log.
 */
import {
  AdminBanner,
  AdminContent,
  AdminEvent,
  AdminFaq,
  AdminIconTheme,
  AdminPopup,
  AdminTheme,
  adminListOf,
  BannerInput,
  ContentInput,
  ContentOrder,
  EventInput,
  FaqInput,
  IconThemeInput,
  PopupInput,
  ThemeInput,
} from "@mulmung/contract/admin-content";
import { IdParams } from "@mulmung/contract/common";
import type { z } from "zod";
import { type ApiRoutes, apiPlugin } from "../../http/route.ts";
import type { ContentAdminService, EditableKind } from "./admin.ts";

interface AdminKind<I extends z.ZodType, O extends z.ZodType> {
  /** `/api/v1/admin/{path}`. */
  path: string;
  kind: EditableKind;
  /** What the summaries call the items. */
  name: string;
  input: I;
  item: O;
}

function adminKind<I extends z.ZodType, O extends z.ZodType>(
  route: ApiRoutes<"admin">,
  content: ContentAdminService,
  { path, kind, name, input, item }: AdminKind<I, O>,
) {
  const url = `/api/v1/admin/${path}`;
  type Item = z.output<O>;
  const one = ({ params }: { params: { id: number } }) => content.get(kind, params.id);
  route.get(url, {
    summary: `${name} 전체 (삭제한 것 빼고), 회원에게 보이는 순서로`,
    response: adminListOf(item),
    handler: () => content.list(kind) as Promise<{ items: Item[] }>,
  });
  route.get(`${url}/:id`, {
    summary: `${name} 하나`,
    params: IdParams,
    response: item,
    handler: (context) => one(context) as Promise<Item>,
  });
  route.post(url, {
    summary: `${name} 만들기 (목록의 끝에)`,
    body: input,
    status: 201,
    response: item,
    handler: ({ member, body }) => content.create(member.id, kind, body as Record<string, unknown>) as Promise<Item>,
  });
  route.put(`${url}/:id`, {
    summary: `${name} 고치기`,
    params: IdParams,
    body: input,
    response: item,
    auditTarget: one,
    handler: ({ member, params, body }) =>
      content.update(member.id, kind, params.id, body as Record<string, unknown>) as Promise<Item>,
  });
  route.delete(`${url}/:id`, {
    summary: `${name} 삭제 (기록은 남고 목록에서 빠집니다)`,
    params: IdParams,
    status: 204,
    auditTarget: ({ params }) => content.get(kind, params.id).catch(() => null),
    handler: ({ params }) => content.remove(kind, params.id),
  });
  route.put(`${url}-order`, {
    summary: `${name} 순서 바꾸기: 목록의 id 전부를 새 순서대로`,
    body: ContentOrder,
    response: adminListOf(item),
    handler: ({ body }) => content.reorder(kind, body.ids) as Promise<{ items: Item[] }>,
  });
}

export const contentAdminRoutes = apiPlugin(
  { tags: ["admin: site content"], access: "admin", errors: [400, 401, 404, 409] },
  (route, { contentAdmin }) => {
    adminKind(route, contentAdmin, {
      path: "banner",
      kind: "BANNER",
      name: "배너",
      input: BannerInput,
      item: AdminBanner,
    });
    adminKind(route, contentAdmin, { path: "popup", kind: "POPUP", name: "팝업", input: PopupInput, item: AdminPopup });
    adminKind(route, contentAdmin, {
      path: "event",
      kind: "SITE_EVENT",
      name: "이벤트",
      input: EventInput,
      item: AdminEvent,
    });
    adminKind(route, contentAdmin, {
      path: "content",
      kind: "CONTENT",
      name: "콘텐츠",
      input: ContentInput,
      item: AdminContent,
    });
    adminKind(route, contentAdmin, {
      path: "faq",
      kind: "FAQ",
      name: "자주 묻는 질문",
      input: FaqInput,
      item: AdminFaq,
    });
    adminKind(route, contentAdmin, {
      path: "icon-theme",
      kind: "ICON_THEME",
      name: "아이콘 테마",
      input: IconThemeInput,
      item: AdminIconTheme,
    });
    adminKind(route, contentAdmin, {
      path: "theme",
      kind: "THEME",
      name: "테마 섹션",
      input: ThemeInput,
      item: AdminTheme,
    });
  },
);
