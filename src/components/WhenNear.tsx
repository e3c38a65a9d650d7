import { useIntersection } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes within `margin` of the viewport, and keeps them from then on: for
 * parts far down every page (the footer's newsletter sign-up), so that a phone's first screen neither fetches
 * nor renders them (bench/README.md, twentieth session). Until then an empty block holds the place; scrolling,
 * or tabbing through the page (each focus scrolls into view), brings it near well before it is reached.
 */
export function WhenNear({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: margin });
  const [near, setNear] = useState(false);
  // Once near, always near: the observer's element is gone after this render.
  if (!near && entry?.isIntersecting) setNear(true);
  return near ? children : <div ref={ref} />;
}
