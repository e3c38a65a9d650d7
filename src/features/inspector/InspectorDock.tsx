import './inspector.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconChevronDown, IconChevronUp, IconStethoscope } from '@tabler/icons-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { InspectorPanel } from './InspectorPanel';
import { useInspection } from './use-inspection';

/**
 * Keeps the page's bottom clear of the dock (inspector.css): a phone's sticky Buy bar stands on the whole dock, and
 * what Tab or a scroll brings into view stops above its bar (WCAG 2.4.11). Not above the open panel: QA opened it,
 * Escape closes it, and counting it would scroll the page each time it opens.
 */
function useBottomSpace(dock: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const [d, b] = [dock.current, bar.current];
    if (!d || !b) return;
    const html = document.documentElement;
    html.setAttribute('data-inspector', '');
    const observer = new ResizeObserver(() => {
      html.style.setProperty('--bottom-dock-height', `${d.getBoundingClientRect().height}px`);
      html.style.setProperty('--inspector-bar-height', `${b.getBoundingClientRect().height}px`);
    });
    observer.observe(d);
    observer.observe(b);
    return () => {
      observer.disconnect();
      html.removeAttribute('data-inspector');
      html.style.removeProperty('--bottom-dock-height');
      html.style.removeProperty('--inspector-bar-height');
    };
  }, [dock, bar]);
}

/**
 * Inspect mode's mark on every page (README "Inspecting flows"): a bar last in the page and sticky at the
 * bottom of the window, so it never covers the page's end, with the button that opens the inspector panel
 * under it. The panel does not block the page: QA works the flow and watches its machine change.
 */
export function InspectorDock() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const running = useInspection().filter((r) => r.status === 'active').length;
  const dock = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useBottomSpace(dock, bar);

  return (
    <section
      ref={dock}
      className="inspector-dock"
      aria-label={t`Inspector`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <div ref={bar} className="inspector-bar">
        <span className="inspector-mark">
          <IconStethoscope size={16} aria-hidden />
          <Trans>Inspect mode</Trans>
        </span>
        <span className="inspector-count">
          {t`${plural(running, { one: '# machine running', other: '# machines running' })}`}
        </span>
        <button
          ref={toggle}
          type="button"
          className="inspector-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <Trans>Inspector</Trans>
          {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronUp size={16} aria-hidden />}
        </button>
      </div>
      <div id={panelId} className="inspector-panel" hidden={!open}>
        {open && <InspectorPanel />}
      </div>
    </section>
  );
}
