/** The time services read: injected, so a rule about expiry or deadlines is tested with a fixed clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system's time moved by an offset: the stand-in clock of browser tests (http/stand-in-clock.ts), so a page can
 * see what happens at 08:00 tomorrow. Only with STAND_IN_CLOCK (and the stand-ins) on.
 */
export function shiftableClock(base: Clock = systemClock): Clock & { shiftTo(at: Date): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    shiftTo: (at) => {
      offsetMs = at.getTime() - base.now().getTime();
    },
  };
}

/** A clock tests set and move. */
export function fixedClock(start: Date): Clock & { set(at: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
