import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes within `margin` of the viewport, and keeps them from then on: for
 * parts far down every page (the footer's newsletter sign-up), so that a phone's first screen neither fetches
 * nor renders them (bench/README.md, twentieth session). Until then an empty block holds the place.
 *
 * The margin counts from the page's first scroll (scrolling, or tabbing through the page: each focus scrolls
 * into view), which brings the part well before it is reached. Before that only the viewport itself counts: while
 * a page loads it is briefly short (the footer just under the first screen, before the route's content or a
 * staged page's later parts), and a margin then loaded the part on most phone loads (bench/README.md,
 * twenty-second session). A page short enough to show its footer at once still shows the part.
 */
export function WhenNear({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = place.current;
    if (near || !el) return;
    let observer: IntersectionObserver | undefined;
    const watch = (rootMargin: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
        {
          rootMargin,
        },
      );
      observer.observe(el);
    };
    const scrolled = () => watch(margin);
    watch('0px');
    window.addEventListener('scroll', scrolled, { once: true, passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', scrolled);
    };
  }, [near, margin]);
  // Once near, always near: the observed place is gone after this render.
  return near ? children : <div ref={place} />;
}
