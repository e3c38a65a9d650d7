import { useSyncExternalStore } from 'react';
import { inspectionStore } from '@/lib/inspection-store';

/** The page's machine actors as the inspection store has them, re-rendering on each change. */
export function useInspection() {
  return useSyncExternalStore(inspectionStore.subscribe, inspectionStore.list);
}
