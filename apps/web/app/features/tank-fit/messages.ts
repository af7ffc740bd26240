import { withParticle } from "@mulmung/domain/wording";

/** "내 수조에 맞아요?" (issue 30): every word the product page's section and the basket's warnings show. */
export const TANK_FIT_MESSAGE = {
  title: "내 수조에 맞아요?",
  /** The fish judged, once the server has counted them ("10마리" a unit); the species alone before. */
  intro: (species: string, fish: number | null) =>
    fish === null ? `${withParticle(species, "을")} 내 수조에 넣는다면` : `${species} ${fish}마리를 내 수조에 넣는다면`,
  loading: "내 수조와 비교하는 중…",
  failed: "수조 궁합을 불러오지 못했어요.",
  retry: "다시 시도",
  noRules: "걸리는 점이 없어요.",
  stocking: (before: number, after: number) => `사육 밀도 ${before}% → ${after}%`,
  tankLink: "수조 보기",
  basketWarning: (farm: string, verdict: string) => `${farm}: ${verdict}`,
  basketIntro: (species: string) => `내 수조에 ${species}`,
  showRules: "이유 보기",
  advice: "주의 사항일 뿐이에요. 구매는 그대로 할 수 있어요.",
} as const;
