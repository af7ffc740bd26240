/** OTHER, continued: brackish fish, sharks and garras, Korean native fish, snails and a dwarf crayfish. */
import type { SpeciesFacts } from "@mulmung/domain/species";
import { speciesOf } from "./define.ts";

const other = speciesOf("OTHER");
const brackish = { water: "BRACKISH", eatsShrimp: true } as const;
// Korean native fish live in cool rivers; FishBase is the reference that covers them.
const native = { swim: "MIDDLE", groupMin: 5, src: "FB" } as const;
const snail = { swim: "BOTTOM", groupMin: 1, liters: 20, src: "INV" } as const;

export const OTHER_MORE: readonly SpeciesFacts[] = [
  other("범블비 고비", "Brachygobius doriae", 3, [22, 28], [7, 8.5], [8, 20], {
    ...brackish,
    eatsShrimp: false,
    swim: "BOTTOM",
    groupMin: 3,
    liters: 40,
  }),
  other("모노", "Monodactylus argenteus", 25, [24, 28], [7.5, 8.5], [10, 20], {
    ...brackish,
    swim: "MIDDLE",
    groupMin: 5,
    liters: 500,
    bioload: "HIGH",
  }),
  other("아처피쉬", "Toxotes jaculatrix", 25, [25, 30], [7, 8], [10, 20], {
    ...brackish,
    swim: "TOP",
    groupMin: 3,
    liters: 400,
    bioload: "HIGH",
    temperament: "SEMI_AGGRESSIVE",
  }),
  other("스캣", "Scatophagus argus", 20, [24, 28], [7.5, 8.5], [10, 20], {
    ...brackish,
    swim: "MIDDLE",
    groupMin: 3,
    liters: 400,
    bioload: "HIGH",
  }),

  other("레드테일 블랙샤크", "Epalzeorhynchos bicolor", 12, [22, 26], [6, 8], [5, 15], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 200,
    bioload: "MEDIUM",
    temperament: "AGGRESSIVE",
  }),
  other("레인보우 샤크", "Epalzeorhynchos frenatum", 15, [22, 27], [6, 8], [5, 15], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 200,
    bioload: "MEDIUM",
    temperament: "SEMI_AGGRESSIVE",
  }),
  other("닥터피쉬", "Garra rufa", 12, [22, 30], [6.5, 8], [5, 20], {
    swim: "BOTTOM",
    groupMin: 5,
    liters: 150,
    bioload: "MEDIUM",
  }),

  other("각시붕어", "Rhodeus uyekii", 5, [8, 25], [6.5, 8], [5, 20], { ...native, liters: 60 }),
  other("참붕어", "Pseudorasbora parva", 8, [10, 25], [6.5, 8], [5, 20], { ...native, liters: 100 }),
  other("피라미", "Zacco platypus", 12, [10, 24], [6.5, 8], [5, 20], {
    ...native,
    swim: "TOP",
    liters: 200,
    bioload: "MEDIUM",
  }),
  other("버들치", "Rhynchocypris oxycephalus", 10, [5, 22], [6.5, 8], [5, 15], {
    ...native,
    liters: 150,
    bioload: "MEDIUM",
  }),
  other("미꾸리", "Misgurnus anguillicaudatus", 15, [10, 25], [6.5, 8], [5, 20], {
    ...native,
    swim: "BOTTOM",
    groupMin: 3,
    liters: 100,
    bioload: "MEDIUM",
  }),

  // Snails need hard, alkaline water for their shells.
  other("미스터리 스네일", "Pomacea diffusa", 5, [20, 28], [7, 8.5], [8, 18], {
    ...snail,
    bioload: "MEDIUM",
    src: "SNAIL",
  }),
  other("제브라 네리테", "Neritina natalensis", 2.5, [22, 28], [7, 8.5], [6, 18], snail),
  other("램스혼 스네일", "Planorbella duryi", 2, [18, 28], [7, 8.5], [6, 18], snail),
  other("말레이 트럼펫 스네일", "Melanoides tuberculata", 3, [18, 30], [7, 8.5], [6, 20], snail),
  // Eats other snails, not fish or shrimp.
  other("어쌔신 스네일", "Anentome helena", 2.5, [22, 28], [7, 8.5], [6, 18], snail),
  other("논우렁이", "Cipangopaludina chinensis", 5, [10, 28], [7, 8.5], [6, 18], { ...snail, liters: 40 }),
  other("오렌지 난쟁이 가재", "Cambarellus patzcuarensis", 4, [18, 25], [7, 8], [6, 18], { ...snail, liters: 30 }),
];
