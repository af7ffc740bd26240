/** Dwarf shrimp and other freshwater shrimp; the cleaner fish (algae eaters, plecos and their kin). */
import type { SpeciesFacts } from "@mulmung/domain/species";
import { speciesOf } from "./define.ts";

const shrimp = speciesOf("SHRIMP", "INV");
const cleaner = speciesOf("CLEANER", "PC");

export const SHRIMP_AND_CLEANERS: readonly SpeciesFacts[] = [
  shrimp("체리새우", "Neocaridina davidi", 3, [18, 28], [6.5, 8], [4, 14], {
    swim: "BOTTOM",
    groupMin: 10,
    liters: 20,
  }),
  shrimp("야마토새우", "Caridina multidentata", 5, [18, 28], [6.5, 7.8], [4, 15], {
    swim: "BOTTOM",
    groupMin: 3,
    liters: 40,
  }),
  // Crystal and bee shrimp (CRS, CBS, taiwan bee…) are strains of this one species, kept soft and cool.
  shrimp("비쉬림프", "Caridina cantonensis", 2.5, [18, 24], [5.8, 7], [3, 6], {
    swim: "BOTTOM",
    groupMin: 10,
    liters: 30,
  }),
  shrimp("카디널 쉬림프", "Caridina dennerli", 2.5, [26, 30], [7.5, 8.5], [4, 8], {
    swim: "BOTTOM",
    groupMin: 10,
    liters: 30,
  }),
  shrimp("그린 쉬림프", "Caridina babaulti", 2.5, [20, 28], [6.5, 7.5], [5, 15], {
    swim: "BOTTOM",
    groupMin: 10,
    liters: 20,
  }),
  shrimp("레드 노즈 쉬림프", "Caridina gracilirostris", 4, [22, 28], [7, 8], [6, 15], {
    swim: "MIDDLE",
    groupMin: 5,
    liters: 60,
  }),
  shrimp("뱀부 쉬림프", "Atyopsis moluccensis", 8, [23, 28], [6.5, 7.5], [3, 15], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 60,
  }),
  shrimp("고스트 쉬림프", "Palaemonetes paludosus", 4, [18, 28], [7, 8], [5, 15], {
    swim: "ALL",
    groupMin: 3,
    liters: 40,
  }),

  cleaner("오토싱클루스", "Otocinclus vittatus", 4, [21, 27], [6, 7.5], [2, 15], {
    swim: "BOTTOM",
    groupMin: 6,
    liters: 40,
  }),
  cleaner("안시", "Ancistrus cirrhosus", 12, [21, 27], [6, 7.5], [2, 20], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 80,
    bioload: "MEDIUM",
  }),
  cleaner("플레코", "Pterygoplichthys pardalis", 40, [22, 28], [6.5, 7.8], [2, 20], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 450,
    bioload: "HIGH",
    temperament: "SEMI_AGGRESSIVE",
  }),
  cleaner("세일핀 플레코", "Pterygoplichthys gibbiceps", 45, [23, 28], [6.5, 7.8], [2, 20], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 500,
    bioload: "HIGH",
    temperament: "SEMI_AGGRESSIVE",
  }),
  cleaner("로얄 플레코", "Panaque nigrolineatus", 40, [22, 28], [6.5, 7.5], [2, 15], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 450,
    bioload: "HIGH",
    temperament: "SEMI_AGGRESSIVE",
  }),
  cleaner("제브라 플레코", "Hypancistrus zebra", 8, [26, 30], [6, 7.5], [1, 10], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 80,
  }),
  cleaner("클라운 플레코", "Panaqolus maccus", 9, [22, 28], [6.5, 7.5], [2, 15], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 60,
    bioload: "MEDIUM",
  }),
  cleaner("파로웰라", "Farlowella vittata", 15, [22, 27], [6, 7.5], [2, 12], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 100,
  }),
  cleaner("스터리소마", "Sturisoma panamense", 20, [22, 28], [6.5, 7.5], [2, 15], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 150,
    bioload: "MEDIUM",
  }),
  cleaner("샴 알지이터", "Crossocheilus oblongus", 15, [22, 27], [6.5, 8], [5, 15], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 150,
    bioload: "MEDIUM",
    src: "SF",
  }),
  cleaner("알지이터", "Gyrinocheilus aymonieri", 25, [20, 28], [6, 8], [5, 19], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 200,
    bioload: "MEDIUM",
    temperament: "SEMI_AGGRESSIVE",
    src: "SF",
  }),
  cleaner("플라잉 폭스", "Epalzeorhynchos kalopterus", 15, [22, 26], [6, 7.5], [5, 12], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 150,
    bioload: "MEDIUM",
    temperament: "SEMI_AGGRESSIVE",
    src: "SF",
  }),
];
