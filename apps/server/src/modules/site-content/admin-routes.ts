/**
 * Service settings as operators edit them (issue 27; `/api/v1/admin/service-setting...`, beyond API.md): all of them
 * at once, and one update route per setting, each validated by that setting's schema. A change reaches every app
 * instance at once (the table's trigger, migration 0041); operators' calls pass the maintenance guard (routes.ts).
 */
import { AdminServiceSettings, EDITABLE_SETTINGS, type EditableSettingType } from "@mulmung/contract/admin-settings";
import { apiPlugin } from "../../http/route.ts";

const SUMMARIES: Record<EditableSettingType, string> = {
  service_check: "점검 모드 (안내 문구, 선택: 시작·종료 시각)",
  order_delivery_memo: "배송 메모 예시 문구",
  point_rate: "적립금 (구매 적립률, 리뷰·추천인 적립금)",
  live_arrival: "새 상점의 생물 도착 보장 시간 기본값",
  platform_fee: "기본 플랫폼 수수료율 (상점별 수수료가 없을 때)",
  app_version: "앱 최소 버전과 스토어 주소 (플랫폼별, 낮은 버전에 업데이트 안내)",
};

export const siteContentAdminRoutes = apiPlugin(
  { tags: ["admin"], access: "admin", errors: [400, 401, 404] },
  (route, { siteContent }) => {
    route.get("/api/v1/admin/service-setting", {
      summary: "The service settings the console edits, as in effect now (operators)",
      response: AdminServiceSettings,
      handler: () => siteContent.editable(),
    });

    for (const [settingType, schema] of Object.entries(EDITABLE_SETTINGS) as [
      EditableSettingType,
      (typeof EDITABLE_SETTINGS)[EditableSettingType],
    ][]) {
      route.put(`/api/v1/admin/service-setting/${settingType}`, {
        summary: `Sets ${settingType}: ${SUMMARIES[settingType]} (operators)`,
        body: schema,
        response: AdminServiceSettings,
        auditTarget: async () => (await siteContent.data(settingType)) ?? null,
        handler: ({ body }) => siteContent.update(settingType, body),
      });
    }
  },
);
