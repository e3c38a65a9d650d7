import { describe, expect, it } from 'vitest';
import {
  HALL_WIDTH,
  hallLength,
  inputOf,
  layoutPictures,
  startPose,
  step,
  WALK_SPEED,
} from '@/features/showcase/gallery-layout';

describe('gallery layout', () => {
  it('hangs the first picture on the far wall and the rest on alternate side walls, none overlapping', () => {
    const sizes = Array.from({ length: 9 }, () => ({ width: 400, height: 300 }));
    const places = layoutPictures(sizes);
    const length = hallLength(9);
    expect(places[0]).toMatchObject({ x: 0, rotY: 0 });
    expect(places[0]!.z).toBeCloseTo(-length + 0.05);
    const left = places.filter((p) => p.x < 0);
    const right = places.filter((p) => p.x > 0);
    expect([left.length, right.length]).toEqual([4, 4]);
    for (const wall of [left, right]) {
      const zs = wall.map((p) => p.z).sort((a, b) => a - b);
      for (let i = 1; i < zs.length; i++) expect(zs[i]! - zs[i - 1]!).toBeGreaterThan(wall[0]!.w);
      // Inside the hall, clear of the entrance.
      expect(zs[0]!).toBeGreaterThan(-length);
      expect(zs.at(-1)!).toBeLessThan(-1);
    }
  });

  it('keeps proportions, square when the size is unknown, and bounds wide pictures', () => {
    const [wide, tall, unknown] = layoutPictures([
      { width: 4000, height: 1000 },
      { width: 300, height: 600 },
      { width: null, height: null },
    ]);
    expect(wide!.w / wide!.h).toBeCloseTo(4);
    expect(wide!.w).toBeLessThanOrEqual(2.4);
    expect(tall!.w / tall!.h).toBeCloseTo(0.5);
    expect(unknown!.w).toBeCloseTo(unknown!.h);
  });

  it('walks forward down the hall, turns, and stops at the walls', () => {
    const length = hallLength(5);
    const start = startPose();
    const ahead = step(start, { walk: 1, strafe: 0, turn: 0 }, 1, length);
    expect(ahead.z).toBeCloseTo(start.z - WALK_SPEED);
    expect(ahead.x).toBeCloseTo(0);
    const turned = step(start, { walk: 0, strafe: 0, turn: 1 }, Math.PI / 2 / 1.6, length);
    const sideways = step(turned, { walk: 1, strafe: 0, turn: 0 }, 1, length);
    expect(sideways.x).toBeGreaterThan(0.5); // a right turn, then forward: towards the right wall
    let p = start;
    for (let i = 0; i < 100; i++) p = step(p, { walk: 1, strafe: 1, turn: 0 }, 0.1, length);
    expect(p.x).toBeLessThan(HALL_WIDTH / 2);
    expect(p.z).toBeGreaterThan(-length);
    for (let i = 0; i < 100; i++) p = step(p, { walk: -1, strafe: 0, turn: 0 }, 0.1, length);
    expect(p.z).toBeLessThan(0);
  });

  it('reads arrows and WASD, opposite keys cancelling', () => {
    expect(inputOf(['ArrowUp', 'KeyD'])).toEqual({ walk: 1, strafe: 1, turn: 0 });
    expect(inputOf(['KeyW', 'ArrowUp', 'ArrowLeft'])).toEqual({ walk: 1, strafe: 0, turn: -1 });
    expect(inputOf(['KeyW', 'KeyS', 'Tab'])).toEqual({ walk: 0, strafe: 0, turn: 0 });
  });
});
