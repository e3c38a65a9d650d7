import ELK, { type ELK as ElkInstance } from 'elkjs/lib/elk-api.js';
import workerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { AnyStateMachine } from 'xstate';
import { chartOf } from './chart';
import { layoutChart, type Layout } from './chart-layout';

let elk: { instance: ElkInstance; broken: Promise<never> } | undefined;
/** One layout per machine definition: `machine.provide()` copies keep the config, and so the drawing. */
const layouts = new WeakMap<object, Promise<Layout>>();

/** ELK answers nothing when its worker fails (a script that did not load): `broken` says so instead. */
function start() {
  let fail: (reason: unknown) => void = () => undefined;
  const broken = new Promise<never>((_, reject) => (fail = reject));
  broken.catch(() => (elk = undefined));
  const instance = new ELK({
    workerUrl,
    workerFactory: (url) => {
      const worker = new Worker(url!);
      worker.addEventListener('error', fail);
      return worker;
    },
  });
  return { instance, broken };
}

/**
 * The machine's statechart laid out by ELK in a worker of its own: a file of this app's build, so drawing needs
 * no request to another origin, and the page's thread stays free while ELK works.
 */
export function layoutOf(machine: AnyStateMachine): Promise<Layout> {
  let laid = layouts.get(machine.config);
  if (!laid) {
    // A browser without workers fails here, as a drawing that failed.
    laid = new Promise<Layout>((resolve, reject) => {
      const { instance, broken } = (elk ??= start());
      broken.catch(reject);
      layoutChart(chartOf(machine), instance).then(resolve, reject);
    });
    layouts.set(machine.config, laid);
    // A failed drawing is tried again the next time (with a new worker if the worker failed).
    laid.catch(() => layouts.delete(machine.config));
  }
  return laid;
}
