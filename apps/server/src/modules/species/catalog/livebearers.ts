/**
 * Guppies, mollies and medaka. GUPPY holds the guppy's fellow livebearers too (platies, swordtails): SPEC's quick
 * categories have no other place for them, and shops sell them beside guppies. A guppy strain is not a species:
 * every fancy guppy is the one Poecilia reticulata.
 */
import type { SpeciesFacts } from "@mulmung/domain/species";
import { speciesOf } from "./define.ts";

const guppy = speciesOf("GUPPY");
const molly = speciesOf("MOLLY");
const medaka = speciesOf("MEDAKA", "FB");

export const LIVEBEARERS: readonly SpeciesFacts[] = [
  guppy("구피", "Poecilia reticulata", 5, [20, 28], [7, 8.5], [8, 25], {
    swim: "TOP",
    groupMin: 3,
    liters: 40,
    longFins: true,
  }),
  guppy("엔들러 구피", "Poecilia wingei", 2.5, [24, 30], [7, 8.5], [10, 25], { swim: "TOP", groupMin: 3, liters: 30 }),
  guppy("플래티", "Xiphophorus maculatus", 5, [20, 26], [7, 8.2], [10, 25], {
    swim: "MIDDLE",
    groupMin: 3,
    liters: 60,
  }),
  guppy("바리아투스 플래티", "Xiphophorus variatus", 6, [18, 25], [7, 8], [10, 25], {
    swim: "MIDDLE",
    groupMin: 3,
    liters: 60,
  }),
  guppy("소드테일", "Xiphophorus hellerii", 12, [20, 26], [7, 8.5], [9, 25], {
    swim: "MIDDLE",
    groupMin: 3,
    liters: 100,
    bioload: "MEDIUM",
  }),

  molly("몰리", "Poecilia sphenops", 7, [24, 28], [7, 8.5], [10, 25], { swim: "MIDDLE", groupMin: 3, liters: 80 }),
  molly("세일핀 몰리", "Poecilia latipinna", 10, [22, 28], [7, 8.5], [10, 30], {
    swim: "MIDDLE",
    groupMin: 3,
    liters: 120,
    bioload: "MEDIUM",
  }),
  molly("유카탄 몰리", "Poecilia velifera", 12, [24, 28], [7.5, 8.5], [12, 30], {
    swim: "MIDDLE",
    groupMin: 3,
    liters: 150,
    bioload: "MEDIUM",
  }),

  // Medaka live outdoors in Korea and Japan: the wide, cool ranges are theirs.
  medaka("송사리", "Oryzias latipes", 3.5, [15, 28], [6.5, 8], [5, 20], { swim: "TOP", groupMin: 5, liters: 20 }),
  medaka("대륙송사리", "Oryzias sinensis", 3, [15, 28], [6.5, 8], [5, 20], { swim: "TOP", groupMin: 5, liters: 20 }),
  medaka("워워래 메다카", "Oryzias woworae", 3, [23, 28], [6, 7.5], [2, 12], {
    swim: "TOP",
    groupMin: 6,
    liters: 30,
    src: "SF",
  }),
  medaka("자바 메다카", "Oryzias javanicus", 4, [22, 28], [7, 8.5], [8, 25], {
    swim: "TOP",
    groupMin: 6,
    liters: 40,
    water: "BRACKISH",
    src: "SF",
  }),
];
