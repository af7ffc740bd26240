/** Large fish: arowanas, big cichlids and catfish, and the rest that outgrow a living-room tank. All eat shrimp. */
import type { SpeciesFacts } from "@mulmung/domain/species";
import { HYBRID_SOURCES, speciesOf } from "./define.ts";

const large = speciesOf("LARGE_FISH");
const predator = { temperament: "SEMI_AGGRESSIVE", eatsShrimp: true, groupMin: 1, bioload: "HIGH" } as const;

export const LARGE_FISH: readonly SpeciesFacts[] = [
  large("실버 아로와나", "Osteoglossum bicirrhosum", 80, [24, 30], [6, 8], [1, 15], {
    ...predator,
    swim: "TOP",
    liters: 1000,
  }),
  large("블랙 아로와나", "Osteoglossum ferreirai", 80, [24, 30], [5, 7], [1, 10], {
    ...predator,
    swim: "TOP",
    liters: 1000,
  }),
  large("아시아 아로와나", "Scleropages formosus", 60, [24, 30], [6, 7.5], [1, 12], {
    ...predator,
    temperament: "AGGRESSIVE",
    swim: "TOP",
    liters: 800,
  }),
  large("오스카", "Astronotus ocellatus", 30, [22, 28], [6, 8], [5, 20], { ...predator, swim: "MIDDLE", liters: 300 }),
  large("플라워혼", "Amphilophus sp. (hybrid)", 30, [26, 30], [7, 8], [6, 20], {
    ...predator,
    temperament: "AGGRESSIVE",
    oneMale: true,
    swim: "MIDDLE",
    liters: 300,
    src: HYBRID_SOURCES,
  }),
  large("세베럼", "Heros efasciatus", 20, [23, 29], [5, 7.5], [2, 15], { ...predator, swim: "MIDDLE", liters: 250 }),
  large("레드테일 캣피쉬", "Phractocephalus hemioliopterus", 100, [20, 28], [5.5, 7.5], [2, 15], {
    ...predator,
    swim: "BOTTOM",
    liters: 5000,
    src: "PC",
  }),
  large("타이거 쇼벨노즈", "Pseudoplatystoma fasciatum", 100, [22, 28], [6, 7.5], [2, 15], {
    ...predator,
    swim: "BOTTOM",
    liters: 5000,
    src: "PC",
  }),
  large("세네갈 폴립테루스", "Polypterus senegalus", 30, [24, 28], [6, 8], [5, 20], {
    ...predator,
    swim: "BOTTOM",
    liters: 200,
    bioload: "MEDIUM",
  }),
  large("엔드리케리 폴립테루스", "Polypterus endlicherii", 60, [24, 28], [6, 8], [5, 20], {
    ...predator,
    swim: "BOTTOM",
    liters: 600,
  }),
  large("레드벨리 피라냐", "Pygocentrus nattereri", 30, [23, 28], [6, 7.5], [2, 15], {
    ...predator,
    temperament: "AGGRESSIVE",
    finNipper: true,
    groupMin: 5,
    swim: "MIDDLE",
    liters: 500,
  }),
  large("파쿠", "Piaractus brachypomus", 80, [23, 28], [6, 8], [2, 20], {
    ...predator,
    temperament: "PEACEFUL",
    swim: "MIDDLE",
    liters: 4000,
    src: "FB",
  }),
  large("자이언트 구라미", "Osphronemus goramy", 60, [22, 30], [6.5, 8], [5, 25], {
    ...predator,
    swim: "MIDDLE",
    liters: 1000,
  }),
  large("클라운 나이프", "Chitala ornata", 80, [24, 28], [6, 8], [5, 19], {
    ...predator,
    swim: "MIDDLE",
    liters: 1000,
  }),
  large("블랙 고스트", "Apteronotus albifrons", 45, [23, 28], [6, 8], [5, 19], {
    ...predator,
    swim: "BOTTOM",
    liters: 400,
    bioload: "MEDIUM",
  }),
  // Shoaling cyprinids that reach 30 cm: peaceful, but a dwarf shrimp is food to them.
  large("발라 샤크", "Balantiocheilos melanopterus", 30, [22, 28], [6, 8], [5, 12], {
    ...predator,
    temperament: "PEACEFUL",
    groupMin: 5,
    swim: "MIDDLE",
    liters: 1000,
  }),
  large("틴포일 바브", "Barbonymus schwanenfeldii", 30, [22, 28], [6, 8], [5, 15], {
    ...predator,
    temperament: "PEACEFUL",
    groupMin: 5,
    swim: "MIDDLE",
    liters: 1000,
  }),
];
