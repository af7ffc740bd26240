/**
 * Kept, but in none of SPEC's quick categories (OTHER): rasboras and danios, gouramis, dwarf and mid-sized cichlids,
 * barbs, loaches, killifish. Brackish fish, Korean native fish and invertebrates are in other-more.ts.
 */
import type { SpeciesFacts } from "@mulmung/domain/species";
import { speciesOf } from "./define.ts";

const other = speciesOf("OTHER");
const school = { swim: "MIDDLE", groupMin: 6 } as const;
const loach = { swim: "BOTTOM", groupMin: 5 } as const;
// A labyrinth fish keeps to the surface; males of most fight.
const gourami = { swim: "TOP", groupMin: 1 } as const;
// Cichlids hold a territory and take dwarf shrimp.
const cichlid = { swim: "BOTTOM", groupMin: 1, eatsShrimp: true } as const;

export const OTHER_FISH: readonly SpeciesFacts[] = [
  other("하렐퀸 라스보라", "Trigonostigma heteromorpha", 4.5, [22, 28], [5, 7.5], [1, 12], {
    ...school,
    groupMin: 8,
    liters: 60,
  }),
  other("에스페이 라스보라", "Trigonostigma espei", 3, [23, 28], [5, 7], [1, 10], {
    ...school,
    groupMin: 8,
    liters: 40,
  }),
  other("갈락시 라스보라", "Danio margaritatus", 2.5, [20, 26], [6.5, 7.5], [2, 15], {
    ...school,
    groupMin: 8,
    liters: 30,
  }),
  other("칠리 라스보라", "Boraras brigittae", 2, [22, 28], [4.5, 7], [1, 8], { ...school, groupMin: 10, liters: 20 }),
  other("시저테일 라스보라", "Rasbora trilineata", 13, [22, 26], [6, 7.5], [2, 12], {
    ...school,
    liters: 200,
    bioload: "MEDIUM",
  }),
  other("제브라 다니오", "Danio rerio", 4.5, [18, 26], [6, 8], [2, 20], { ...school, swim: "TOP", liters: 60 }),
  other("자이언트 다니오", "Devario aequipinnatus", 10, [22, 26], [6, 8], [2, 20], {
    ...school,
    swim: "TOP",
    liters: 200,
    bioload: "MEDIUM",
  }),
  other("백운산", "Tanichthys albonubes", 4, [14, 22], [6, 8], [2, 20], { ...school, liters: 40 }),
  other("마블 해체트", "Carnegiella strigata", 3.5, [24, 28], [5.5, 7.5], [1, 10], {
    ...school,
    swim: "TOP",
    liters: 60,
  }),
  other("골든 펜슬피쉬", "Nannostomus beckfordi", 5, [24, 28], [5, 7.5], [1, 12], {
    ...school,
    swim: "TOP",
    liters: 60,
  }),
  other("포크테일 블루아이", "Pseudomugil furcatus", 5, [24, 28], [7, 8], [5, 15], {
    ...school,
    swim: "TOP",
    liters: 60,
  }),
  other("부세마니 레인보우", "Melanotaenia boesemani", 10, [25, 30], [7, 8], [8, 20], {
    ...school,
    liters: 200,
    bioload: "MEDIUM",
  }),
  other("네온 드워프 레인보우", "Melanotaenia praecox", 5, [24, 28], [6, 8], [5, 15], { ...school, liters: 80 }),
  other("글라스 캣피쉬", "Kryptopterus vitreolus", 7, [22, 28], [6, 7.5], [2, 12], {
    ...school,
    liters: 100,
    src: "PC",
  }),
  other("인디안 글라스피쉬", "Parambassis ranga", 7, [20, 28], [6.5, 8], [5, 20], { ...school, liters: 80 }),
  other("실버 달러", "Metynnis argenteus", 14, [24, 28], [5, 7.5], [2, 15], {
    ...school,
    groupMin: 5,
    liters: 300,
    bioload: "MEDIUM",
  }),

  other("드워프 구라미", "Trichogaster lalius", 6, [25, 28], [6, 7.5], [2, 15], {
    ...gourami,
    liters: 40,
    oneMale: true,
  }),
  other("허니 구라미", "Trichogaster chuna", 4.5, [22, 28], [6, 7.5], [2, 15], { ...gourami, liters: 40 }),
  other("스파클링 구라미", "Trichopsis pumila", 3.5, [22, 28], [6, 7.5], [2, 15], {
    ...gourami,
    groupMin: 3,
    liters: 20,
  }),
  other("초콜릿 구라미", "Sphaerichthys osphromenoides", 5, [24, 30], [4.5, 6.5], [1, 5], {
    ...gourami,
    groupMin: 5,
    liters: 60,
  }),
  other("펄 구라미", "Trichopodus leerii", 11, [24, 28], [5.5, 7.5], [2, 15], {
    ...gourami,
    liters: 120,
    bioload: "MEDIUM",
    oneMale: true,
  }),
  other("블루 구라미", "Trichopodus trichopterus", 13, [22, 28], [6, 8], [2, 20], {
    ...gourami,
    liters: 120,
    bioload: "MEDIUM",
    oneMale: true,
    temperament: "SEMI_AGGRESSIVE",
    eatsShrimp: true,
  }),
  other("키싱 구라미", "Helostoma temminkii", 20, [22, 28], [6, 8], [5, 20], {
    ...gourami,
    swim: "MIDDLE",
    liters: 250,
    bioload: "MEDIUM",
    temperament: "SEMI_AGGRESSIVE",
  }),
  other("파라다이스 피쉬", "Macropodus opercularis", 9, [16, 26], [6, 8], [5, 20], {
    ...gourami,
    liters: 80,
    oneMale: true,
    temperament: "SEMI_AGGRESSIVE",
    eatsShrimp: true,
  }),

  other("엔젤피쉬", "Pterophyllum scalare", 15, [24, 30], [6, 7.5], [1, 12], {
    ...cichlid,
    swim: "MIDDLE",
    liters: 150,
    bioload: "MEDIUM",
    longFins: true,
    temperament: "SEMI_AGGRESSIVE",
  }),
  other("알툼 엔젤", "Pterophyllum altum", 18, [27, 31], [4.5, 6.5], [1, 5], {
    ...cichlid,
    swim: "MIDDLE",
    groupMin: 5,
    liters: 300,
    bioload: "MEDIUM",
    longFins: true,
    temperament: "SEMI_AGGRESSIVE",
  }),
  other("저먼 블루 램", "Mikrogeophagus ramirezi", 5, [26, 30], [5, 7], [1, 10], { ...cichlid, liters: 60 }),
  other("볼리비안 램", "Mikrogeophagus altispinosus", 8, [22, 26], [6, 7.5], [2, 15], { ...cichlid, liters: 80 }),
  other("아피스토그라마 카카투오이데스", "Apistogramma cacatuoides", 8, [22, 28], [5, 8], [1, 15], {
    ...cichlid,
    liters: 60,
    oneMale: true,
  }),
  other("아피스토그라마 아가시지", "Apistogramma agassizii", 8, [24, 28], [5, 7], [1, 10], {
    ...cichlid,
    liters: 60,
    oneMale: true,
  }),
  other("크리벤시스", "Pelvicachromis pulcher", 10, [24, 28], [5, 8], [2, 15], {
    ...cichlid,
    liters: 80,
    oneMale: true,
    temperament: "SEMI_AGGRESSIVE",
  }),
  other("블루 아카라", "Andinoacara pulcher", 16, [20, 28], [6.5, 8], [5, 20], {
    ...cichlid,
    liters: 150,
    bioload: "MEDIUM",
    temperament: "SEMI_AGGRESSIVE",
  }),
  other("콘빅트 시클리드", "Amatitlania nigrofasciata", 12, [20, 28], [6.5, 8], [5, 20], {
    ...cichlid,
    liters: 150,
    bioload: "MEDIUM",
    temperament: "AGGRESSIVE",
  }),
  // Lake Malawi mbuna: hard, alkaline water.
  other("엘로우 시클리드", "Labidochromis caeruleus", 10, [24, 28], [7.5, 8.5], [10, 20], {
    ...cichlid,
    swim: "ALL",
    liters: 200,
    bioload: "MEDIUM",
    temperament: "SEMI_AGGRESSIVE",
  }),
  other("데모소니", "Chindongo demasoni", 8, [24, 28], [7.5, 8.5], [10, 20], {
    ...cichlid,
    swim: "ALL",
    liters: 200,
    bioload: "MEDIUM",
    temperament: "AGGRESSIVE",
  }),

  other("타이거 바브", "Puntigrus tetrazona", 7, [20, 26], [6, 8], [2, 15], {
    ...school,
    liters: 80,
    temperament: "SEMI_AGGRESSIVE",
    finNipper: true,
  }),
  other("체리 바브", "Puntius titteya", 5, [23, 27], [6, 8], [2, 15], { ...school, liters: 60 }),
  other("로지 바브", "Pethia conchonius", 8, [18, 25], [6, 8], [5, 19], { ...school, liters: 120, bioload: "MEDIUM" }),
  other("오데사 바브", "Pethia padamya", 6, [20, 26], [6, 7.5], [2, 15], { ...school, liters: 80 }),
  other("골든 바브", "Barbodes semifasciolatus", 7, [18, 24], [6, 8], [5, 19], { ...school, liters: 80 }),
  other("덴치소니 바브", "Sahyadria denisonii", 12, [15, 25], [6.5, 7.8], [5, 20], {
    ...school,
    liters: 300,
    bioload: "MEDIUM",
  }),

  other("클라운 로치", "Chromobotia macracanthus", 20, [25, 30], [6, 7.5], [2, 12], {
    ...loach,
    liters: 500,
    bioload: "HIGH",
  }),
  other("요요 로치", "Botia almorhae", 12, [22, 28], [6.5, 7.5], [5, 12], {
    ...loach,
    liters: 200,
    bioload: "MEDIUM",
    temperament: "SEMI_AGGRESSIVE",
  }),
  other("쿨리 로치", "Pangio kuhlii", 8, [24, 30], [5.5, 7], [1, 10], { ...loach, liters: 60 }),
  other("힐스트림 로치", "Sewellia lineolata", 6, [20, 24], [6.5, 7.5], [2, 12], { ...loach, groupMin: 3, liters: 80 }),

  // Killifish: males display and fight, one to a small tank.
  other("오스트랄레 킬리", "Aphyosemion australe", 5.5, [21, 24], [5.5, 7], [1, 8], {
    swim: "TOP",
    groupMin: 1,
    liters: 30,
    oneMale: true,
  }),
  other("라코비 킬리", "Nothobranchius rachovii", 5, [20, 26], [6.5, 7.5], [2, 10], {
    swim: "MIDDLE",
    groupMin: 1,
    liters: 20,
    oneMale: true,
  }),
  other("클라운 킬리", "Epiplatys annulatus", 3.5, [23, 28], [5, 7], [1, 8], { swim: "TOP", groupMin: 5, liters: 30 }),
];
