/**
 * A raffle draw anyone can check (issue 27): the entrants in the order they entered, shuffled by a pseudo-random
 * sequence seeded with a recorded seed; the winners are the first `count`. The same seed and entrants always give
 * the same winners, so the seed the console shows (and the database keeps) proves the draw was not hand-picked.
 *
 * The sequence: cyrb128 turns the seed text into four 32-bit words, sfc32 generates from them, and a Fisher-Yates
 * shuffle from the last position down takes `floor(next * (i + 1))` as the swap partner of position i.
 */

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32: numbers in [0, 1). */
function sfc32([a0, b0, c0, d0]: [number, number, number, number]): () => number {
  let [a, b, c, d] = [a0, b0, c0, d0];
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** The entrants (in entry order) shuffled by the seed. */
export function drawOrder<T>(entrants: readonly T[], seed: string): T[] {
  const next = sfc32(cyrb128(seed));
  const order = [...entrants];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}

/** The winners of a draw: the first `count` of the seeded order (all entrants when fewer). */
export function drawWinners<T>(entrants: readonly T[], count: number, seed: string): T[] {
  return drawOrder(entrants, seed).slice(0, Math.max(0, count));
}
