/** Tetras (characins). Neon tetras like it cooler (20~26 °C) than cardinals or discus. */
import type { SpeciesFacts } from "@mulmung/domain/species";
import { speciesOf } from "./define.ts";

const tetra = speciesOf("TETRA");
const school = { swim: "MIDDLE", groupMin: 6 } as const;
const nipper = { temperament: "SEMI_AGGRESSIVE", finNipper: true } as const;

export const TETRAS: readonly SpeciesFacts[] = [
  tetra("네온 테트라", "Paracheirodon innesi", 3.5, [20, 26], [5, 7], [1, 10], { ...school, liters: 40 }),
  tetra("카디널 테트라", "Paracheirodon axelrodi", 4, [23, 29], [4.5, 7], [1, 10], { ...school, liters: 60 }),
  tetra("그린 네온 테트라", "Paracheirodon simulans", 2.5, [24, 29], [4, 6.5], [0, 4], { ...school, liters: 40 }),
  tetra("레몬 테트라", "Hyphessobrycon pulchripinnis", 4.5, [22, 28], [5.5, 7.5], [2, 15], { ...school, liters: 60 }),
  tetra("블랙 네온 테트라", "Hyphessobrycon herbertaxelrodi", 3.5, [22, 28], [5.5, 7.5], [2, 15], {
    ...school,
    liters: 60,
  }),
  tetra("러미노즈 테트라", "Hemigrammus bleheri", 4.5, [24, 29], [5, 7], [1, 10], {
    ...school,
    groupMin: 8,
    liters: 80,
  }),
  tetra("글로우라이트 테트라", "Hemigrammus erythrozonus", 3.5, [24, 28], [5.5, 7.5], [2, 15], {
    ...school,
    liters: 40,
  }),
  tetra("엠버 테트라", "Hyphessobrycon amandae", 2, [24, 28], [5, 7], [1, 10], { ...school, groupMin: 8, liters: 30 }),
  tetra("세르페 테트라", "Hyphessobrycon eques", 4, [22, 28], [5, 7.5], [2, 15], { ...school, ...nipper, liters: 60 }),
  tetra("블랙 팬텀 테트라", "Hyphessobrycon megalopterus", 4.5, [22, 28], [5.5, 7.5], [2, 15], {
    ...school,
    liters: 60,
  }),
  tetra("레드 팬텀 테트라", "Hyphessobrycon sweglesi", 4, [20, 25], [5.5, 7], [1, 10], { ...school, liters: 60 }),
  tetra("블랙 테트라", "Gymnocorymbus ternetzi", 5.5, [20, 26], [6, 7.5], [2, 18], {
    ...school,
    ...nipper,
    liters: 80,
  }),
  tetra("블리딩 하트 테트라", "Hyphessobrycon erythrostigma", 6.5, [23, 28], [5.5, 7.2], [1, 12], {
    ...school,
    liters: 100,
  }),
  tetra("콩고 테트라", "Phenacogrammus interruptus", 8, [23, 28], [6, 7.5], [2, 12], {
    ...school,
    liters: 150,
    bioload: "MEDIUM",
  }),
  tetra("엑스레이 테트라", "Pristella maxillaris", 4.5, [24, 28], [6, 7.8], [2, 20], { ...school, liters: 60 }),
  tetra("펭귄 테트라", "Thayeria boehlkei", 6, [22, 28], [5.5, 7.5], [2, 15], { ...school, liters: 80 }),
  tetra("다이아몬드 테트라", "Moenkhausia pittieri", 6, [24, 28], [5.5, 7.5], [2, 15], { ...school, liters: 100 }),
  tetra("부에노스 아이레스 테트라", "Hyphessobrycon anisitsi", 7, [18, 28], [6, 8], [2, 25], {
    ...school,
    ...nipper,
    liters: 100,
    bioload: "MEDIUM",
  }),
  tetra("엠퍼러 테트라", "Nematobrycon palmeri", 5, [23, 27], [5, 7.8], [2, 15], { ...school, liters: 60 }),
  tetra("로지 테트라", "Hyphessobrycon rosaceus", 4, [22, 28], [5.5, 7.5], [2, 15], { ...school, liters: 60 }),
  tetra("레드아이 테트라", "Moenkhausia sanctaefilomenae", 7, [22, 28], [5.5, 8], [2, 20], { ...school, liters: 100 }),
  tetra("실버팁 테트라", "Hasemania nana", 5, [22, 28], [6, 8], [2, 20], { ...school, ...nipper, liters: 60 }),
  tetra("블러드핀 테트라", "Aphyocharax anisitsi", 5.5, [18, 28], [6, 8], [2, 20], {
    ...school,
    ...nipper,
    liters: 80,
  }),
];
