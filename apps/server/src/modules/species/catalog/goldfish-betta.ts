/**
 * Goldfish and their cold-water pond mates; bettas. Every goldfish variety (오란다, 난주, 류킨, 코메트…) is the one
 * Carassius auratus; koi are Cyprinus rubrofuscus (FishBase's name for the Asian carp koi were bred from).
 */
import type { SpeciesFacts } from "@mulmung/domain/species";
import { speciesOf } from "./define.ts";

const goldfish = speciesOf("GOLDFISH");
const betta = speciesOf("BETTA");

export const GOLDFISH_AND_BETTAS: readonly SpeciesFacts[] = [
  // Fancy varieties have the long, slow fins nippers go for, and any goldfish swallows a dwarf shrimp.
  goldfish("금붕어", "Carassius auratus", 15, [12, 24], [6.5, 8.5], [5, 19], {
    swim: "ALL",
    groupMin: 1,
    liters: 80,
    bioload: "HIGH",
    longFins: true,
    eatsShrimp: true,
  }),
  goldfish("비단잉어", "Cyprinus rubrofuscus", 60, [10, 25], [7, 8.5], [5, 20], {
    swim: "ALL",
    groupMin: 1,
    liters: 1000,
    bioload: "HIGH",
    eatsShrimp: true,
    src: "FB",
  }),
  goldfish("떡붕어", "Carassius cuvieri", 30, [10, 25], [6.5, 8.5], [5, 20], {
    swim: "ALL",
    groupMin: 1,
    liters: 300,
    bioload: "HIGH",
    eatsShrimp: true,
    src: "FB",
  }),
  goldfish("골든 텐치", "Tinca tinca", 35, [10, 24], [6.5, 8], [5, 20], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 400,
    bioload: "HIGH",
    eatsShrimp: true,
    src: "FB",
  }),

  betta("베타", "Betta splendens", 6, [24, 30], [6, 8], [2, 15], {
    swim: "TOP",
    groupMin: 1,
    liters: 20,
    temperament: "SEMI_AGGRESSIVE",
    longFins: true,
    oneMale: true,
  }),
  // Wild bettas: the peaceful bubble-nesters and mouthbrooders still keep one male to a tank.
  betta("베타 임벨리스", "Betta imbellis", 5, [23, 28], [5, 7.5], [1, 12], {
    swim: "TOP",
    groupMin: 1,
    liters: 30,
    oneMale: true,
  }),
  betta("베타 스마라그디나", "Betta smaragdina", 6.5, [24, 28], [6, 7.5], [1, 12], {
    swim: "TOP",
    groupMin: 1,
    liters: 40,
    temperament: "SEMI_AGGRESSIVE",
    oneMale: true,
  }),
  betta("베타 마하차이엔시스", "Betta mahachaiensis", 6, [24, 30], [7, 8.5], [5, 20], {
    swim: "TOP",
    groupMin: 1,
    liters: 40,
    temperament: "SEMI_AGGRESSIVE",
    oneMale: true,
    water: "BRACKISH",
  }),
  betta("베타 알비마지나타", "Betta albimarginata", 5, [22, 26], [5, 7], [1, 6], {
    swim: "MIDDLE",
    groupMin: 1,
    liters: 40,
    oneMale: true,
  }),
  betta("베타 코키나", "Betta coccina", 4.5, [23, 28], [4.5, 6.5], [1, 5], {
    swim: "TOP",
    groupMin: 1,
    liters: 30,
    oneMale: true,
  }),
  betta("베타 마크로스토마", "Betta macrostoma", 12, [22, 26], [5, 6.5], [1, 5], {
    swim: "MIDDLE",
    groupMin: 1,
    liters: 100,
    bioload: "MEDIUM",
    oneMale: true,
  }),
];
