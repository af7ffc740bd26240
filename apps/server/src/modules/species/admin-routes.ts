/**
 * The species catalogue for the operators (issue 30; `/api/v1/admin/species...`): add a species, correct one. The
 * console reads the public list and detail (`routes.ts`); every write here is in the audit log, before and after.
 */
import { IdParams } from "@mulmung/contract/common";
import { Species, SpeciesInput } from "@mulmung/contract/species";
import { apiPlugin } from "../../http/route.ts";

export const speciesAdminRoutes = apiPlugin(
  { tags: ["admin: species"], access: "admin", errors: [400, 401, 404] },
  (route, { species }) => {
    route.post("/api/v1/admin/species", {
      summary: "Operator: a new species with every fact the tank-fit and water rules read",
      body: SpeciesInput,
      status: 201,
      response: Species,
      handler: ({ body }) => species.create(body),
    });
    route.put("/api/v1/admin/species/:id", {
      summary: "Operator: corrects a species (names, ranges, temperament, tank needs, sources)",
      params: IdParams,
      body: SpeciesInput,
      response: Species,
      auditTarget: ({ params }) => species.get(params.id),
      handler: ({ params, body }) => species.update(params.id, body),
    });
  },
);
