/** The illustration shown for each quick category (the demo set under /images/demo). */
const IMAGE_OF_CATEGORY: Readonly<Record<string, string>> = {
  "30000": "guppy",
  "20001": "shrimp",
  "30003": "fish",
  "30006": "goldfish",
  "30004": "fish",
  "30011": "fish",
  "30001": "betta",
  "30012": "tetra",
  "30016": "discus",
  "30008": "fish",
  "30471": "axolotl",
  "30021": "fish",
  "10001": "plant",
  "30010": "fish",
  "10006": "food",
  "10003": "filter",
  "10002": "tank",
  "10010": "light",
  "10005": "substrate",
  "20002": "snail",
  "300": "fish",
  "200": "shrimp",
  "100": "plant",
};

export function categoryImage(code: string): string {
  return `/images/demo/${IMAGE_OF_CATEGORY[code] ?? "fish"}.svg`;
}
