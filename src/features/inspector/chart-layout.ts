import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartNode } from './chart';

/** Text is drawn in a monospace font (StateChart.tsx), so its width follows from its length. */
export const FONT = { name: 13, small: 11 };
const charWidth = (size: number) => size * 0.6;
const LINE = 16;
const HEADER = 30;
const PAD = 12;
const INITIAL = 10;

export type Box = { x: number; y: number; width: number; height: number };
export type LaidNode = Box & Omit<ChartNode, 'children'> & { children: LaidNode[] };
export type LaidEdge = {
  id: string;
  source: string;
  target: string;
  label: string;
  points: [number, number][];
  labelBox?: Box;
};
/** The chart with every box, edge and label placed, in the diagram's own coordinates. */
export type Layout = Box & { root: LaidNode; edges: LaidEdge[]; initials: (Box & { target: string })[] };

/**
 * Cycles broken along a depth-first walk from the initial state's dot: the flow runs down from where the machine
 * starts, and a transition back to an earlier state points up. Set on each compound state: ELK reads it per graph.
 */
const CYCLES = { 'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST' };

const nodeId = (key: string) => `n:${key}`;
const initialId = (key: string) => `i:${key}`;

function textWidth(lines: string[], size: number) {
  return Math.max(0, ...lines.map((l) => l.length)) * charWidth(size);
}

function elkNode(n: ChartNode, initials: ElkExtendedEdge[]): ElkNode {
  // Room for the mark of an active state (StateChart.tsx) or of a history state.
  const nameWidth = textWidth([`● ${n.name}`], FONT.name) + 2 * PAD;
  const internalWidth = textWidth(n.internal, FONT.small) + 2 * PAD;
  const header = HEADER + n.internal.length * LINE;
  const width = Math.max(nameWidth, internalWidth, 48);
  if (n.children.length === 0)
    return { id: nodeId(n.key), width, height: header + (n.internal.length ? 4 : 0) };
  const children = n.children.map((c) => elkNode(c, initials));
  if (n.initial !== undefined) {
    children.unshift({ id: initialId(n.key), width: INITIAL, height: INITIAL });
    initials.push({ id: `initial:${n.key}`, sources: [initialId(n.key)], targets: [nodeId(n.initial)] });
  }
  return {
    id: nodeId(n.key),
    children,
    layoutOptions: {
      ...CYCLES,
      'elk.padding': `[top=${header},left=${PAD},bottom=${PAD},right=${PAD}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${header + PAD})`,
    },
  };
}

/** Lays the chart out with ELK's layered algorithm (as Stately's visualiser does): top to bottom, nested states inside their parent. */
export async function layoutChart(chart: Chart, elk: ELK): Promise<Layout> {
  const initialEdges: ElkExtendedEdge[] = [];
  const root = elkNode(chart.root, initialEdges);
  const edges: ElkExtendedEdge[] = chart.edges.map((e) => ({
    id: e.id,
    sources: [nodeId(e.source)],
    targets: [nodeId(e.target)],
    labels: [{ text: e.label, width: textWidth([e.label], FONT.small) + 8, height: LINE }],
  }));
  const laid: ElkNode = await elk.layout({
    id: 'chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      ...CYCLES,
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.spacing.nodeNode': '24',
      'elk.layered.spacing.nodeNodeBetweenLayers': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.padding': '[top=4,left=4,bottom=4,right=4]',
    },
    children: [root],
    edges: [...edges, ...initialEdges],
  });

  const boxes = new Map<string, Box>();
  const collect = (n: ElkNode) => {
    boxes.set(n.id, { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 });
    n.children?.forEach(collect);
  };
  laid.children?.forEach(collect);
  const place = (n: ChartNode): LaidNode => ({
    ...n,
    ...boxes.get(nodeId(n.key))!,
    children: n.children.map(place),
  });

  const byId = new Map(chart.edges.map((e) => [e.id, e]));
  const placed: LaidEdge[] = [];
  const initials: Layout['initials'] = [];
  for (const e of laid.edges ?? []) {
    const points = (e.sections ?? []).flatMap((s): [number, number][] =>
      [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p) => [p.x, p.y]),
    );
    const of = byId.get(e.id);
    if (!of) {
      const marker = boxes.get(e.sources[0]!)!;
      initials.push({ ...marker, target: e.targets[0]!.slice(2) });
      placed.push({ id: e.id, source: '', target: e.targets[0]!.slice(2), label: '', points });
      continue;
    }
    const l = e.labels?.[0];
    placed.push({
      ...of,
      points,
      ...(l ? { labelBox: { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0 } } : {}),
    });
  }
  return {
    x: 0,
    y: 0,
    width: laid.width ?? 0,
    height: laid.height ?? 0,
    root: place(chart.root),
    edges: placed,
    initials,
  };
}
