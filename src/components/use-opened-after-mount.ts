import { useMounted } from '@mantine/hooks';

/**
 * Mantine's Modal and Drawer note the element to give focus back to only when `opened` turns true after they
 * mount (useFocusReturn runs on updates, not on mount): a dialog loaded on first use and mounted already open
 * would leave focus on <body> when it closes. This answers `false` for the first render, then `opened`.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  return useMounted() && opened;
}
