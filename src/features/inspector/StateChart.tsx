import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { AnyStateMachine, StateValue } from 'xstate';
import { activeKeys, stateText } from './chart';
import { FONT, type LaidEdge, type LaidNode, type Layout } from './chart-layout';
import { layoutOf } from './elk';

const ACTIVE_MARK = '● ';

function StateBox({
  node,
  active,
  inParallel,
}: {
  node: LaidNode;
  active: Set<string>;
  inParallel: boolean;
}) {
  // The machine itself is always active: only its states are marked.
  const on = node.key !== '' && active.has(node.key);
  const { x, y, width, height } = node;
  const classes = ['inspector-state', `inspector-state-${node.type}`];
  if (on) classes.push('inspector-state-active');
  if (node.key === '') classes.push('inspector-state-machine');
  if (inParallel) classes.push('inspector-state-region');
  return (
    <g className={classes.join(' ')} data-state={node.key} data-active={on}>
      <rect x={x} y={y} width={width} height={height} rx={8} />
      {node.type === 'final' && <rect x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={6} />}
      <text x={x + 12} y={y + 20} fontSize={FONT.name} className="inspector-state-name">
        {on ? ACTIVE_MARK : ''}
        {node.type === 'history' ? `H ${node.name}` : node.name}
      </text>
      {node.internal.map((label, i) => (
        <text
          key={label + i}
          x={x + 12}
          y={y + 40 + i * 16}
          fontSize={FONT.small}
          className="inspector-state-internal"
        >
          {label}
        </text>
      ))}
      {node.children.map((c) => (
        <StateBox key={c.key} node={c} active={active} inParallel={node.type === 'parallel'} />
      ))}
    </g>
  );
}

function Edge({ edge, arrow }: { edge: LaidEdge; arrow: string }) {
  const [first, ...rest] = edge.points;
  if (!first) return null;
  const d = `M${first[0]},${first[1]}` + rest.map(([x, y]) => ` L${x},${y}`).join('');
  const l = edge.labelBox;
  return (
    <g className="inspector-edge" data-edge={edge.label}>
      <path d={d} markerEnd={`url(#${arrow})`} />
      {l && (
        <>
          <rect x={l.x} y={l.y} width={l.width} height={l.height} rx={3} />
          <text x={l.x + 4} y={l.y + l.height - 4} fontSize={FONT.small}>
            {edge.label}
          </text>
        </>
      )}
    </g>
  );
}

/** The laid-out chart as SVG: one picture, named by the machine and its active states for screen readers. */
function Drawing({ layout, value, name }: { layout: Layout; value: StateValue | undefined; name: string }) {
  const { t } = useLingui();
  const arrow = useId();
  const active = activeKeys(value);
  const state = stateText(value);
  return (
    <svg
      className="inspector-chart"
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={state ? t`Statechart of ${name}; active state: ${state}` : t`Statechart of ${name}`}
    >
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className="inspector-arrow" />
        </marker>
      </defs>
      <StateBox node={layout.root} active={active} inParallel={false} />
      {layout.initials.map((i) => (
        <circle
          key={i.target}
          className="inspector-initial"
          cx={i.x + i.width / 2}
          cy={i.y + i.height / 2}
          r={i.width / 2}
        />
      ))}
      {layout.edges.map((e) => (
        <Edge key={e.id} edge={e} arrow={arrow} />
      ))}
    </svg>
  );
}

/**
 * The selected machine's statechart: states (nested ones inside their parent), transitions with their events,
 * the initial state's dot, and the active states marked (colour, a thicker edge and a ● before the name). The
 * layout is worked out once per machine; the marks follow the state as it changes.
 */
export function StateChart({
  machine,
  value,
  name,
}: {
  machine: AnyStateMachine;
  value: StateValue | undefined;
  name: string;
}) {
  const { t } = useLingui();
  // The layout of `machine`, or none when it could not be made.
  const [laid, setLaid] = useState<{ machine: AnyStateMachine; layout?: Layout }>();
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    layoutOf(machine).then(
      (layout) => live && setLaid({ machine, layout }),
      () => live && setLaid({ machine }),
    );
    return () => {
      live = false;
    };
  }, [machine]);

  const current = laid?.machine === machine ? laid : undefined;
  const text = stateText(value);
  // The deepest active state in view: a large chart scrolls to where the machine is.
  useEffect(() => {
    const box = scroller.current;
    const marked = box?.querySelectorAll<SVGGElement>('[data-active="true"]');
    const deepest = marked?.[marked.length - 1];
    if (!box || !deepest) return;
    const r = deepest.getBBox();
    const outside =
      r.x < box.scrollLeft ||
      r.x + r.width > box.scrollLeft + box.clientWidth ||
      r.y < box.scrollTop ||
      r.y + r.height > box.scrollTop + box.clientHeight;
    if (outside) box.scrollTo({ left: r.x - 16, top: r.y - 16 });
  }, [current, text]);

  if (!current)
    return (
      <Text size="sm" role="status" className="inspector-chart-status">
        <Loader size="xs" aria-hidden /> <Trans>Drawing the statechart…</Trans>
      </Text>
    );
  if (!current.layout)
    return (
      <Text size="sm" role="status" c="red.9">
        <Trans>The statechart could not be drawn.</Trans>
      </Text>
    );
  return (
    // Focusable, so a chart wider than the panel scrolls by keyboard too.
    <div
      ref={scroller}
      className="inspector-chart-scroll"
      tabIndex={0}
      role="group"
      aria-label={t`Statechart`}
    >
      <Drawing layout={current.layout} value={value} name={name} />
    </div>
  );
}
