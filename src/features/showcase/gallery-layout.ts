/**
 * The gallery's geometry and walking, without three.js or the DOM (unit-tested): where each picture hangs
 * and how a step or a turn moves the visitor. Metres; x across the hall, z along it (the entrance at z = 0,
 * the far wall at z = -length), y up; yaw 0 looks down the hall (towards -z).
 */

export type Size = { width: number | null; height: number | null };
export type Placement = { x: number; y: number; z: number; rotY: number; w: number; h: number };
export type Pose = { x: number; z: number; yaw: number };
/** What the visitor is pressing: -1, 0 or 1 each (forward/back, strafe right/left, turn right/left). */
export type Input = { walk: number; strafe: number; turn: number };

export const HALL_WIDTH = 8;
export const EYE_HEIGHT = 1.6;
const SPACING = 3.2;
const PICTURE_HEIGHT = 1.5;
const MAX_WIDTH = 2.4;
const HANG_HEIGHT = 1.75;
/** Metres per second and radians per second at full input. */
export const WALK_SPEED = 2.6;
export const TURN_SPEED = 1.6;
/** How close to a wall the visitor may come. */
const MARGIN = 0.6;

/** The hall's length for `count` pictures: two long walls, the first picture alone on the far wall. */
export function hallLength(count: number): number {
  return Math.max(10, Math.ceil(Math.max(0, count - 1) / 2) * SPACING + 2 * SPACING);
}

/** A picture's size on the wall from its pixel size (square when unknown), at most MAX_WIDTH wide. */
function wallSize(s: Size): { w: number; h: number } {
  const aspect = s.width && s.height ? s.width / s.height : 1;
  const h = Math.min(PICTURE_HEIGHT, MAX_WIDTH / aspect);
  return { w: h * aspect, h };
}

/**
 * Where each picture hangs, in the given order: the first faces the entrance on the far wall (the
 * centrepiece), the rest alternate left and right wall from the far end towards the entrance.
 */
export function layoutPictures(sizes: Size[]): Placement[] {
  const length = hallLength(sizes.length);
  const half = HALL_WIDTH / 2;
  return sizes.map((s, i) => {
    const { w, h } = wallSize(s);
    if (i === 0) return { x: 0, y: HANG_HEIGHT, z: -length + 0.05, rotY: 0, w, h };
    const left = i % 2 === 1;
    const slot = Math.floor((i - 1) / 2);
    const z = -length + SPACING * (slot + 1);
    return left
      ? { x: -half + 0.05, y: HANG_HEIGHT, z, rotY: Math.PI / 2, w, h }
      : { x: half - 0.05, y: HANG_HEIGHT, z, rotY: -Math.PI / 2, w, h };
  });
}

/** The visitor's first pose: just inside the entrance, looking down the hall. */
export const startPose = (): Pose => ({ x: 0, z: -1.5, yaw: 0 });

/** The pose after `dt` seconds of `input`, kept inside the hall's walls. */
export function step(pose: Pose, input: Input, dt: number, length: number): Pose {
  const yaw = pose.yaw - input.turn * TURN_SPEED * dt;
  const forward = { x: -Math.sin(yaw), z: -Math.cos(yaw) };
  const right = { x: Math.cos(yaw), z: -Math.sin(yaw) };
  const d = WALK_SPEED * dt;
  const x = pose.x + (forward.x * input.walk + right.x * input.strafe) * d;
  const z = pose.z + (forward.z * input.walk + right.z * input.strafe) * d;
  const half = HALL_WIDTH / 2 - MARGIN;
  return {
    x: Math.min(half, Math.max(-half, x)),
    z: Math.min(-MARGIN, Math.max(-length + MARGIN, z)),
    yaw,
  };
}

/** Keys that walk or turn (arrows and WASD; Q and E turn too), as the input they add. */
export const KEY_INPUT: Record<string, Partial<Input>> = {
  ArrowUp: { walk: 1 },
  KeyW: { walk: 1 },
  ArrowDown: { walk: -1 },
  KeyS: { walk: -1 },
  ArrowLeft: { turn: -1 },
  KeyQ: { turn: -1 },
  ArrowRight: { turn: 1 },
  KeyE: { turn: 1 },
  KeyA: { strafe: -1 },
  KeyD: { strafe: 1 },
};

/** The input of the keys held now (opposite keys cancel). */
export function inputOf(held: Iterable<string>): Input {
  const out: Input = { walk: 0, strafe: 0, turn: 0 };
  for (const code of held) {
    const k = KEY_INPUT[code];
    if (!k) continue;
    out.walk += k.walk ?? 0;
    out.strafe += k.strafe ?? 0;
    out.turn += k.turn ?? 0;
  }
  const clamp = (n: number) => Math.max(-1, Math.min(1, n));
  return { walk: clamp(out.walk), strafe: clamp(out.strafe), turn: clamp(out.turn) };
}
