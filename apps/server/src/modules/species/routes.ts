/** The species catalogue (issue 30): read by everyone (the tank-fit answer, the pickers of the console and tanks). */
import { IdParams, listOf } from "@mulmung/contract/common";
import { Species, SpeciesListQuery } from "@mulmung/contract/species";
import { apiPlugin } from "../../http/route.ts";

export const speciesRoutes = apiPlugin({ tags: ["species"] }, (route, { species }) => {
  route.get("/api/v1/species", {
    summary: "Species, in Korean-name order: by part of the Korean or scientific name, and by quick category",
    querystring: SpeciesListQuery,
    response: listOf(Species),
    handler: ({ query }) => species.list(query),
  });

  route.get("/api/v1/species/:id", {
    summary: "One species with its ranges (temperature, pH, hardness), temperament and tank needs",
    params: IdParams,
    response: Species,
    handler: ({ params }) => species.get(params.id),
  });
});
