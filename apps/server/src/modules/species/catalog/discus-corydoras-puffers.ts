/** Discus, corydoras, the axolotl and pufferfish. Every pufferfish eats shrimp and snails: it is what they are for. */
import type { SpeciesFacts } from "@mulmung/domain/species";
import { speciesOf } from "./define.ts";

const discus = speciesOf("DISCUS");
const cory = speciesOf("CORYDORAS", "PC");
const axolotl = speciesOf("AXOLOTL", "AX");
const puffer = speciesOf("PUFFERFISH");

// Discus are kept warm, soft and in groups; adults take dwarf shrimp.
const discusTraits = { swim: "MIDDLE", groupMin: 5, liters: 250, bioload: "HIGH", eatsShrimp: true } as const;
const shoal = { swim: "BOTTOM", groupMin: 6, liters: 60 } as const;
const pufferTraits = { temperament: "AGGRESSIVE", finNipper: true, eatsShrimp: true, groupMin: 1 } as const;

export const DISCUS_CORYDORAS_PUFFERS: readonly SpeciesFacts[] = [
  discus("디스커스", "Symphysodon aequifasciatus", 15, [28, 31], [5, 7], [1, 8], discusTraits),
  discus("헤켈 디스커스", "Symphysodon discus", 15, [28, 31], [4.5, 6.5], [1, 5], discusTraits),
  discus("블루 디스커스", "Symphysodon haraldi", 15, [28, 31], [5, 7], [1, 8], discusTraits),

  cory("청동 코리도라스", "Corydoras aeneus", 6.5, [22, 28], [6, 8], [2, 25], shoal),
  cory("페퍼 코리도라스", "Corydoras paleatus", 7, [18, 26], [6, 8], [2, 25], shoal),
  cory("팬더 코리도라스", "Corydoras panda", 5, [20, 25], [6, 7.5], [2, 12], shoal),
  // The warm-water corydoras that shares a discus tank.
  cory("스텔바이 코리도라스", "Corydoras sterbai", 6.5, [24, 29], [6, 7.6], [2, 15], shoal),
  cory("줄리 코리도라스", "Corydoras julii", 5.5, [22, 26], [6, 8], [2, 20], shoal),
  cory("트리리네아투스 코리도라스", "Corydoras trilineatus", 6, [22, 26], [5.8, 8], [2, 20], shoal),
  cory("아돌포이 코리도라스", "Corydoras adolfoi", 5.5, [22, 26], [5, 7], [1, 10], shoal),
  cory("메타에 코리도라스", "Corydoras metae", 5.5, [22, 26], [6, 7.5], [2, 12], shoal),
  cory("하브로수스 코리도라스", "Corydoras habrosus", 3, [22, 26], [6, 7.5], [2, 12], { ...shoal, liters: 40 }),
  // The two dwarfs that swim in open water rather than on the bottom.
  cory("피그미 코리도라스", "Corydoras pygmaeus", 2.5, [22, 26], [6, 7.5], [2, 12], {
    ...shoal,
    swim: "MIDDLE",
    liters: 40,
  }),
  cory("하스타투스 코리도라스", "Corydoras hastatus", 3, [22, 28], [6, 7.5], [2, 12], {
    ...shoal,
    swim: "MIDDLE",
    liters: 40,
  }),

  // Cold water: an axolotl suffers above about 20 °C; it swallows shrimp and small fish whole.
  axolotl("우파루파", "Ambystoma mexicanum", 25, [14, 20], [6.5, 8], [7, 14], {
    swim: "BOTTOM",
    groupMin: 1,
    liters: 75,
    bioload: "HIGH",
    eatsShrimp: true,
  }),

  puffer("피그미 복어", "Carinotetraodon travancoricus", 2.5, [24, 28], [6.5, 8], [5, 15], {
    ...pufferTraits,
    temperament: "SEMI_AGGRESSIVE",
    swim: "MIDDLE",
    liters: 20,
    bioload: "MEDIUM",
  }),
  puffer("남미 복어", "Colomesus asellus", 8, [24, 28], [6.5, 7.5], [5, 15], {
    ...pufferTraits,
    temperament: "SEMI_AGGRESSIVE",
    groupMin: 3,
    swim: "MIDDLE",
    liters: 150,
    bioload: "MEDIUM",
  }),
  puffer("레드아이 복어", "Carinotetraodon lorteti", 6, [24, 28], [6, 7.5], [2, 12], {
    ...pufferTraits,
    swim: "MIDDLE",
    liters: 60,
    bioload: "MEDIUM",
  }),
  puffer("그린 스팟티드 퍼퍼", "Dichotomyctere nigroviridis", 15, [24, 28], [7.5, 8.5], [10, 20], {
    ...pufferTraits,
    swim: "ALL",
    liters: 150,
    bioload: "HIGH",
    water: "BRACKISH",
  }),
  puffer("8자 복어", "Dichotomyctere ocellatus", 8, [24, 28], [7, 8], [8, 18], {
    ...pufferTraits,
    temperament: "SEMI_AGGRESSIVE",
    swim: "ALL",
    liters: 80,
    bioload: "MEDIUM",
    water: "BRACKISH",
  }),
  puffer("팔렘방 복어", "Pao palembangensis", 20, [24, 28], [6.5, 7.5], [5, 15], {
    ...pufferTraits,
    swim: "BOTTOM",
    liters: 200,
    bioload: "HIGH",
  }),
  puffer("파하카 복어", "Tetraodon lineatus", 40, [24, 28], [7, 8], [5, 20], {
    ...pufferTraits,
    swim: "ALL",
    liters: 600,
    bioload: "HIGH",
  }),
  puffer("음부 복어", "Tetraodon mbu", 60, [24, 28], [7, 8], [5, 15], {
    ...pufferTraits,
    swim: "ALL",
    liters: 1500,
    bioload: "HIGH",
  }),
];
