/**
 * The species each live demo product sells (issue 30): product.species_id, by the product's name (demo-data.ts
 * PRODUCT_TEMPLATES; generated products repeat those names, so they link too) and the species' scientific name in
 * the catalogue (modules/species/catalog). Names the catalogue lacks (생이새우) stay unlinked, as a store's would.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "./client.ts";

const GUPPY = "Poecilia reticulata";
const BETTA = "Betta splendens";
const GOLDFISH = "Carassius auratus";
const MEDAKA = "Oryzias latipes";
const DISCUS = "Symphysodon aequifasciatus";
const AXOLOTL = "Ambystoma mexicanum";
const CHERRY = "Neocaridina davidi";
const BEE = "Caridina cantonensis";

export const DEMO_PRODUCT_SPECIES: Readonly<Record<string, string>> = {
  "풀레드 구피": GUPPY,
  "블루그라스 구피": GUPPY,
  "모스코 블루 구피": GUPPY,
  "알비노 풀플래티넘 구피": GUPPY,
  "옐로우 턱시도 구피": GUPPY,
  "드래곤 모자이크 구피": GUPPY,
  "블랙 턱시도 구피": GUPPY,
  "하프문 베타 수컷 (로얄 블루)": BETTA,
  "하프문 베타 수컷 (코퍼 레드)": BETTA,
  "하프문 베타 플라캇": BETTA,
  "플라캇 베타 암컷": BETTA,
  "크라운테일 베타 수컷": BETTA,
  "코이 갤럭시 베타 플라캇": BETTA,
  "오토싱 5마리": "Otocinclus vittatus",
  "안시 롱핀 (3cm)": "Ancistrus cirrhosus",
  "샴 알지이터 3마리": "Crossocheilus oblongus",
  "블랙 몰리 3마리": "Poecilia sphenops",
  "달마시안 몰리 3마리": "Poecilia sphenops",
  "세일핀 골드 몰리 1쌍": "Poecilia latipinna",
  "난주 금붕어 (5cm)": GOLDFISH,
  "사쿠라 난주 (7cm)": GOLDFISH,
  "레드캡 오란다 (5cm)": GOLDFISH,
  "블랙 오란다 (6cm)": GOLDFISH,
  "코메트 금붕어 5마리": GOLDFISH,
  "유금 (7cm)": GOLDFISH,
  "팬더 코리도라스 3마리": "Corydoras panda",
  "스테르바이 코리도라스 3마리": "Corydoras sterbai",
  // The albino corydoras of the trade is the bronze corydoras' albino form.
  "알비노 코리도라스 5마리": "Corydoras aeneus",
  "쥴리 코리도라스 3마리": "Corydoras julii",
  "실버 아로와나 (15cm)": "Osteoglossum bicirrhosum",
  "폴립테루스 세네갈 (10cm)": "Polypterus senegalus",
  "양귀비 메다카 10마리": MEDAKA,
  "오로치 메다카 5마리": MEDAKA,
  "황금 히카리 메다카 10마리": MEDAKA,
  "미유키 메다카 1쌍": MEDAKA,
  "개량 메다카 혼합 20마리": MEDAKA,
  "네온테트라 10마리": "Paracheirodon innesi",
  "카디널 테트라 10마리": "Paracheirodon axelrodi",
  "러미노즈 테트라 10마리": "Hemigrammus bleheri",
  "글로라이트 테트라 10마리": "Hemigrammus erythrozonus",
  "레드 터콰이즈 디스커스 (8cm)": DISCUS,
  "피죤 블러드 디스커스 (7cm)": DISCUS,
  "블루 다이아몬드 디스커스 (10cm)": DISCUS,
  // 인도 담수복어 is the trade name of the pygmy (dwarf) puffer.
  "인도 담수복어 2마리": "Carinotetraodon travancoricus",
  "남미 담수복어 (5cm)": "Colomesus asellus",
  "그린 스팟 퍼퍼 (기수, 4cm)": "Dichotomyctere nigroviridis",
  "우파루파 리치 (10cm)": AXOLOTL,
  "우파루파 골드 (8cm)": AXOLOTL,
  "우파루파 마블 (12cm)": AXOLOTL,
  "체리새우 레드 20마리": CHERRY,
  "블루벨벳 새우 10마리": CHERRY,
  "옐로우 체리새우 20마리": CHERRY,
  "블랙 로즈 새우 10마리": CHERRY,
  "비쉬림프 블랙킹콩 (1마리)": BEE,
  "비쉬림프 레드 비 10마리": BEE,
  "야마토 새우 10마리": "Caridina multidentata",
  "애플스네일 골드 3마리": "Pomacea diffusa",
  "레드 램즈혼 스네일 5마리": "Planorbella duryi",
  "제브라 네리타 스네일 3마리": "Neritina natalensis",
};

/** Links every product of these names to its species, in one statement, after the products are in. */
export async function linkDemoProductSpecies(db: Executor): Promise<void> {
  const entries = Object.entries(DEMO_PRODUCT_SPECIES);
  await db.execute(sql`
    update product p set species_id = s.id
    from unnest(${sql.param(entries.map(([name]) => name))}::text[], ${sql.param(entries.map(([, scientific]) => scientific))}::text[])
      as u(name, scientific)
    join species s on lower(s.scientific_name) = lower(u.scientific)
    where p.name = u.name`);
}
