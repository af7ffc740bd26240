/**
 * Stores as operators run them (issue 27; `/api/v1/admin/store-registration...`, `/api/v1/admin/store...`, beyond
 * API.md): the registration queue, approval and rejection, the stores list, suspension and each store's fee. Every
 * write names its row (`auditTarget`), so the audit log keeps it before and after.
 */
import {
  AdminStore,
  AdminStoreList,
  AdminStoreQuery,
  AdminStoreRegistration,
  AdminStoreRegistrationList,
  RegistrationApproval,
  RegistrationRejection,
  StoreFee,
  StoreRegistrationQuery,
  StoreSuspension,
} from "@mulmung/contract/admin-stores";
import { IdParams } from "@mulmung/contract/common";
import { apiPlugin } from "../../http/route.ts";

export const affiliateAdminRoutes = apiPlugin(
  { tags: ["admin"], access: "admin", errors: [400, 401, 404, 409] },
  (route, { storeAdmin }) => {
    route.get("/api/v1/admin/store-registration", {
      summary: "Store registrations with their applicant; state=WAIT is the queue, oldest first (operators)",
      querystring: StoreRegistrationQuery,
      response: AdminStoreRegistrationList,
      handler: ({ query }) => storeAdmin.registrations(query),
    });

    route.patch("/api/v1/admin/store-registration/:id/approval", {
      summary: "Approves a registration: creates the store, its applicant the owner, and tells them (operators)",
      params: IdParams,
      body: RegistrationApproval.nullish(),
      response: AdminStoreRegistration,
      auditTarget: ({ params }) => storeAdmin.registration(params.id).catch(() => null),
      handler: ({ params, body }) => storeAdmin.approve(params.id, body ?? undefined),
    });

    route.patch("/api/v1/admin/store-registration/:id/rejection", {
      summary: "Rejects a registration with the reason the applicant is shown (operators)",
      params: IdParams,
      body: RegistrationRejection,
      response: AdminStoreRegistration,
      auditTarget: ({ params }) => storeAdmin.registration(params.id).catch(() => null),
      handler: ({ params, body }) => storeAdmin.reject(params.id, body.reason),
    });

    route.get("/api/v1/admin/store", {
      summary: "Stores by name or owner, with their state and fee (operators)",
      querystring: AdminStoreQuery,
      response: AdminStoreList,
      handler: ({ query }) => storeAdmin.stores(query),
    });

    route.patch("/api/v1/admin/store/:id/suspension", {
      summary: "Suspends a store with a reason (its products leave every list; open orders go on), or resumes it",
      params: IdParams,
      body: StoreSuspension,
      response: AdminStore,
      auditTarget: ({ params }) => storeAdmin.store(params.id).catch(() => null),
      handler: ({ params, body }) => storeAdmin.setSuspension(params.id, body),
    });

    route.patch("/api/v1/admin/store/:id/fee", {
      summary: "Sets the store's platform fee in basis points (null: the default platform_fee) (operators)",
      params: IdParams,
      body: StoreFee,
      response: AdminStore,
      auditTarget: ({ params }) => storeAdmin.store(params.id).catch(() => null),
      handler: ({ params, body }) => storeAdmin.setFee(params.id, body.rateBp),
    });
  },
);
