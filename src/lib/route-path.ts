import type { RegisteredRouter } from '@tanstack/react-router';

/** A path of the route table (`'/home'`, `'/explore'`, …), for links kept as data: menus, steps, targets. */
export type RoutePath = keyof RegisteredRouter['routesByPath'];
