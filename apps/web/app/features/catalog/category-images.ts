/** The illustration shown for each quick category (the demo set under /images/demo). */
const IMAGE_OF_CATEGORY: Readonly<Record<string, string>> = {
  "30000": "guppy",
  "20001": "shrimp",
  "30003": "cleaner",
  "30006": "goldfish",
  "30004": "molly",
  "30011": "medaka",
  "30001": "betta",
  "30012": "tetra",
  "30016": "discus",
  "30008": "corydoras",
  "30471": "axolotl",
  "30021": "puffer",
  "10001": "plant",
  "30010": "arowana",
  "10006": "food",
  "10003": "filter",
  "10002": "tank",
  "10010": "light",
  "10005": "substrate",
  "10004": "heater",
  "20002": "snail",
  "300": "fish",
  "200": "shrimp",
  "100": "plant",
};

export function categoryImage(code: string): string {
  return `/images/demo/${IMAGE_OF_CATEGORY[code] ?? "fish"}.svg`;
}
