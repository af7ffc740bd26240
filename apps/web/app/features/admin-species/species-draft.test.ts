import type { Species } from "@mulmung/contract/species";
import { describe, expect, it } from "vitest";
import { figure, speciesBody, speciesDraft } from "./species-draft.ts";

const NEON: Species = {
  id: 12,
  koreanName: "네온 테트라",
  scientificName: "Paracheirodon innesi",
  group: "TETRA",
  adultSizeCm: 3.5,
  temperatureC: { min: 20, max: 26 },
  ph: { min: 5, max: 7 },
  hardnessDgh: { min: 1, max: 10 },
  temperament: "PEACEFUL",
  finNipper: false,
  longFins: false,
  eatsShrimp: false,
  oneMalePerTank: false,
  groupMin: 6,
  swimLevel: "MIDDLE",
  minTankLiters: 40,
  bioload: "LOW",
  water: "FRESH",
  sources: { size: "FishBase", temperature: "Seriously Fish", ph: "Seriously Fish", hardness: "Seriously Fish" },
};

describe("species draft", () => {
  it("round-trips a species: the body is the species without its id", () => {
    const { id: _, ...input } = NEON;
    expect(speciesBody(speciesDraft(NEON))).toEqual(input);
  });

  it("reads figures as typed, trimmed; leaves out an empty one and sends anything else as text", () => {
    expect(figure(" 26.5 ")).toBe(26.5);
    expect(figure("0")).toBe(0);
    expect(figure("")).toBeUndefined();
    expect(figure("스물")).toBe("스물");
    const body = speciesBody({ ...speciesDraft(NEON), temperatureMax: "", phMin: "6,5", koreanName: " 네온 " });
    expect(body.temperatureC).toEqual({ min: 20, max: undefined });
    expect(body.ph.min).toBe("6,5");
    expect(body.koreanName).toBe("네온");
  });

  it("starts a new species blank, with the common traits chosen", () => {
    const draft = speciesDraft(null);
    expect(draft).toMatchObject({ koreanName: "", adultSizeCm: "", temperament: "PEACEFUL", water: "FRESH" });
    expect(speciesBody(draft).adultSizeCm).toBeUndefined();
  });
});
