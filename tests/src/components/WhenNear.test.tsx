import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhenNear } from '@/components/WhenNear';

/** The observers the component made: their callback and options. */
type Seen = {
  report: (entries: Partial<IntersectionObserverEntry>[]) => void;
  options?: IntersectionObserverInit;
};
let observers: Seen[] = [];

class FakeObserver {
  constructor(report: Seen['report'], options?: IntersectionObserverInit) {
    observers.push({ report, options });
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// ui-setup.ts defines a silent observer that cannot be redefined (vi.stubGlobal), only replaced.
const silent = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = silent;
  observers = [];
});

/** A sign-up form behind WhenNear, watched by FakeObserver. */
function renderForm() {
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  render(
    <WhenNear>
      <p>sign-up form</p>
    </WhenNear>,
  );
}

describe('WhenNear', () => {
  it('renders its children once the place nears the viewport, and keeps them', () => {
    renderForm();
    expect(screen.queryByText('sign-up form')).not.toBeInTheDocument();
    // Before any scroll only the viewport counts: a page still loading is short for a moment.
    expect(observers.at(-1)!.options?.rootMargin).toBe('0px');
    act(() => observers.at(-1)!.report([{ isIntersecting: false }]));
    expect(screen.queryByText('sign-up form')).not.toBeInTheDocument();

    // From the first scroll on, the margin counts.
    act(() => void window.dispatchEvent(new Event('scroll')));
    const observer = observers.at(-1)!;
    expect(observer.options?.rootMargin).toBe('600px');
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.queryByText('sign-up form')).not.toBeInTheDocument();

    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText('sign-up form')).toBeInTheDocument();
    // Scrolled away again: what was loaded stays.
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.getByText('sign-up form')).toBeInTheDocument();
  });

  it('renders its children at once on a page short enough to show their place without a scroll', () => {
    renderForm();
    act(() => observers.at(-1)!.report([{ isIntersecting: true }]));
    expect(screen.getByText('sign-up form')).toBeInTheDocument();
  });
});
