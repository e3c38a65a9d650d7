import type { QueryClient } from '@tanstack/react-query';

/** The app's QueryClient for code outside React (route guards); set once in main.tsx. */
export const queryClientRef: { current: QueryClient | null } = { current: null };
