/** The fish of the merge game, smallest first: two of a kind merge into the next (Suika's fruit, as fish). */
export interface FishKind {
  name: string;
  radius: number;
  color: string;
  /** Points for making this fish by a merge. */
  points: number;
}

export const FISH: readonly FishKind[] = [
  { name: "네온테트라", radius: 14, color: "#3aa0ff", points: 1 },
  { name: "구피", radius: 19, color: "#ff8a3d", points: 3 },
  { name: "체리새우", radius: 25, color: "#e8443a", points: 6 },
  { name: "코리도라스", radius: 31, color: "#c9a66b", points: 10 },
  { name: "베타", radius: 38, color: "#8a4fff", points: 15 },
  { name: "엔젤피시", radius: 46, color: "#f2c94c", points: 21 },
  { name: "디스커스", radius: 55, color: "#2fb380", points: 28 },
  { name: "금붕어", radius: 65, color: "#ff6b2c", points: 36 },
  { name: "아로와나", radius: 78, color: "#b8c4cc", points: 45 },
];

/** The fish that may come next: the four smallest. */
export const DROPPABLE = 4;
export const BOARD = { width: 360, height: 560, dangerY: 90 } as const;
export const BEST_SCORE_KEY = "mulmung.watermelon.best";
