/**
 * The species catalogue (issue 30): read by everyone (the pickers of the console and tanks); and "내 수조에
 * 맞아요?", a product's species against the signed-in member's tanks (the product page, the basket).
 */
import { IdParams, listOf } from "@mulmung/contract/common";
import {
  Species,
  SpeciesListQuery,
  TankFit,
  TankFitLines,
  TankFitLinesQuery,
  TankFitQuery,
} from "@mulmung/contract/species";
import { apiPlugin } from "../../http/route.ts";

export const speciesRoutes = apiPlugin({ tags: ["species"] }, (route, { species, tankFit }) => {
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

  route.get("/api/v1/product/tank-fit", {
    summary:
      "내 수조에 맞아요? for the basket: each line's species against each of my tanks (lines without one left out)",
    access: "member",
    querystring: TankFitLinesQuery,
    response: TankFitLines,
    handler: ({ member, query }) => tankFit.forLines(member.id, query.items),
  });

  route.get("/api/v1/product/:id/tank-fit", {
    summary: "내 수조에 맞아요?: the product's species, bought `quantity` at a time, against each of my tanks",
    access: "member",
    params: IdParams,
    querystring: TankFitQuery,
    response: TankFit,
    handler: ({ member, params, query }) => tankFit.forProduct(member.id, params.id, query.quantity),
  });
});
