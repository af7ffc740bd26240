/**
 * The merge-and-drop game on matter-js (loaded only by the game page): fish fall into a tank, two of a kind merge
 * into the next bigger one at their midpoint, the score adds each merge's points (and one per drop), and the game
 * ends when the tank stays filled above the line. Drawn on a canvas each animation frame at the display's rate.
 */
import Matter from "matter-js";
import { BOARD, DROPPABLE, FISH } from "./fish.ts";

export interface GameState {
  score: number;
  next: number;
  current: number;
  x: number;
  over: boolean;
}

export interface Game {
  move(dx: number): void;
  moveTo(x: number): void;
  drop(): void;
  restart(): void;
  destroy(): void;
}

const WALL = 40;

export function createGame(
  canvas: HTMLCanvasElement,
  onChange: (state: GameState) => void,
  options: { fixedNext: number | null },
): Game {
  const { Engine, Bodies, Composite, Events } = Matter;
  const engine = Engine.create({ gravity: { x: 0, y: 1.2 } });
  const context = canvas.getContext("2d") as CanvasRenderingContext2D;
  const pickNext = () => options.fixedNext ?? Math.floor(Math.random() * DROPPABLE);
  let state: GameState = { score: 0, current: 0, next: 0, x: BOARD.width / 2, over: false };
  // No drop yet: performance.now() counts from the page's start, so a 0 here refused a drop in the first 0.4 s.
  let lastDrop = Number.NEGATIVE_INFINITY;
  let frame = 0;
  let dangerSince: number | null = null;

  function reset() {
    Composite.clear(engine.world, false);
    Composite.add(engine.world, [
      Bodies.rectangle(BOARD.width / 2, BOARD.height + WALL / 2, BOARD.width + WALL * 2, WALL, { isStatic: true }),
      Bodies.rectangle(-WALL / 2, BOARD.height / 2, WALL, BOARD.height * 2, { isStatic: true }),
      Bodies.rectangle(BOARD.width + WALL / 2, BOARD.height / 2, WALL, BOARD.height * 2, { isStatic: true }),
    ]);
    state = { score: 0, current: pickNext(), next: pickNext(), x: BOARD.width / 2, over: false };
    dangerSince = null;
    onChange({ ...state });
  }

  const clampX = (x: number) => {
    const r = FISH[state.current]?.radius ?? 10;
    return Math.min(BOARD.width - r, Math.max(r, x));
  };

  function addFish(level: number, x: number, y: number) {
    const kind = FISH[level];
    if (!kind) return;
    const body = Bodies.circle(x, y, kind.radius, { restitution: 0.15, friction: 0.3, density: 0.001 });
    body.plugin = { level };
    Composite.add(engine.world, body);
  }

  Events.on(engine, "collisionStart", (event) => {
    const merged = new Set<number>();
    for (const { bodyA, bodyB } of event.pairs) {
      const a = bodyA.plugin?.level as number | undefined;
      const b = bodyB.plugin?.level as number | undefined;
      if (a === undefined || a !== b || merged.has(bodyA.id) || merged.has(bodyB.id)) continue;
      merged.add(bodyA.id);
      merged.add(bodyB.id);
      Composite.remove(engine.world, [bodyA, bodyB]);
      const level = Math.min(a + 1, FISH.length - 1);
      addFish(level, (bodyA.position.x + bodyB.position.x) / 2, (bodyA.position.y + bodyB.position.y) / 2);
      state.score += FISH[level]?.points ?? 0;
      onChange({ ...state });
    }
  });

  function drawFish(x: number, y: number, angle: number, level: number, alpha = 1) {
    const kind = FISH[level];
    if (!kind) return;
    const r = kind.radius;
    context.save();
    context.globalAlpha = alpha;
    context.translate(x, y);
    context.rotate(angle);
    context.fillStyle = kind.color;
    context.beginPath();
    context.ellipse(-r * 0.1, 0, r * 0.85, r * 0.62, 0, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.moveTo(r * 0.6, 0);
    context.lineTo(r, -r * 0.5);
    context.lineTo(r, r * 0.5);
    context.closePath();
    context.fill();
    context.fillStyle = "#ffffff";
    context.beginPath();
    context.arc(-r * 0.5, -r * 0.15, r * 0.16, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = "#191f28";
    context.beginPath();
    context.arc(-r * 0.53, -r * 0.15, r * 0.08, 0, Math.PI * 2);
    context.fill();
    context.restore();
  }

  function draw() {
    context.clearRect(0, 0, BOARD.width, BOARD.height);
    context.fillStyle = "#e6f3fb";
    context.fillRect(0, 0, BOARD.width, BOARD.height);
    context.strokeStyle = "#cf2c3b";
    context.setLineDash([6, 6]);
    context.beginPath();
    context.moveTo(0, BOARD.dangerY);
    context.lineTo(BOARD.width, BOARD.dangerY);
    context.stroke();
    context.setLineDash([]);
    for (const body of Composite.allBodies(engine.world)) {
      const level = body.plugin?.level as number | undefined;
      if (level !== undefined) drawFish(body.position.x, body.position.y, body.angle, level);
    }
    if (!state.over) drawFish(state.x, 40, 0, state.current, 0.9);
  }

  function checkOver(now: number) {
    if (state.over) return;
    const high = Composite.allBodies(engine.world).some(
      (b) => b.plugin?.level !== undefined && b.position.y - (FISH[b.plugin.level]?.radius ?? 0) < BOARD.dangerY,
    );
    if (!high || now - lastDrop < 1500) {
      dangerSince = null;
      return;
    }
    dangerSince ??= now;
    if (now - dangerSince > 2000) {
      state.over = true;
      onChange({ ...state });
    }
  }

  let previous = performance.now();
  const tick = (now: number) => {
    // Fixed 60 Hz steps keep the physics the same on 60 and 120 Hz screens.
    const steps = Math.min(4, Math.max(1, Math.round((now - previous) / (1000 / 60))));
    previous = now;
    for (let i = 0; i < steps; i++) Engine.update(engine, 1000 / 60);
    checkOver(now);
    draw();
    frame = requestAnimationFrame(tick);
  };

  reset();
  frame = requestAnimationFrame(tick);

  return {
    move(dx) {
      state.x = clampX(state.x + dx);
      onChange({ ...state });
    },
    moveTo(x) {
      state.x = clampX(x);
      onChange({ ...state });
    },
    drop() {
      const s = state;
      const now = performance.now();
      if (s.over || now - lastDrop < 400) return;
      lastDrop = now;
      addFish(s.current, clampX(s.x), 40);
      s.score += 1;
      s.current = s.next;
      s.next = pickNext();
      s.x = clampX(s.x);
      onChange({ ...s });
    },
    restart: reset,
    destroy() {
      cancelAnimationFrame(frame);
      Events.off(engine, "collisionStart");
      Engine.clear(engine);
    },
  };
}
