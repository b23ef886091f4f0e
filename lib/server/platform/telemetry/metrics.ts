import { Counter, Gauge, Histogram, collectDefaultMetrics, register, type Metric } from 'prom-client';

// The shop's metrics (docs/operating.md#metrics), in prom-client's process-wide registry. The
// production server (scripts/serve.mjs) answers /metrics from the same registry: prom-client is
// one of next.config.ts's server external packages, so the build and the server load one copy of
// it. A route's bundle may still carry its own copy of this file, so a metric is looked up by its
// name before it is made, and every copy counts into the same one.

type Labels<L extends string> = Partial<Record<L, string | number>>;

const holder = globalThis as typeof globalThis & { __oculoProcessMetrics?: boolean };

function existing<M extends Metric>(name: string): M | undefined {
  return register.getSingleMetric(name) as M | undefined;
}

/** A counter that only goes up, e.g. `oculo_job_failures_total{job}`. */
export function shopCounter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
  const counter = existing<Counter<L>>(name) ?? new Counter<L>({ name, help, labelNames });
  return { add: (labels: Labels<L> = {}, by = 1) => counter.inc(labels, by) };
}

/** A histogram of seconds, e.g. how long a connection was waited for. */
export function shopTimer<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  buckets: number[] = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
) {
  const histogram = existing<Histogram<L>>(name) ?? new Histogram<L>({ name, help, labelNames, buckets });
  return { observe: (seconds: number, labels: Labels<L> = {}) => histogram.observe(labels, seconds) };
}

/**
 * A gauge read when /metrics is asked: `read` answers its values by label (a query, a pool's
 * counts). The last `read` given wins, so a module that starts again (tests, reloads) replaces it.
 * A read that fails leaves the gauge out of that answer rather than failing /metrics.
 */
export function shopGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => Promise<readonly (readonly [Labels<L>, number])[]> | readonly (readonly [Labels<L>, number])[],
): void {
  readers.set(name, read as Reader);
  if (existing(name)) return;
  new Gauge<L>({
    name,
    help,
    labelNames,
    async collect() {
      this.reset();
      const current = readers.get(name);
      if (!current) return;
      try {
        for (const [labels, value] of await current()) this.set(labels as Labels<L>, value);
      } catch {
        // the database is away: the gauge is missing from this answer, /metrics still answers
      }
    },
  });
}

type Reader = () => Promise<readonly (readonly [Labels<string>, number])[]>;
const readerHolder = globalThis as typeof globalThis & { __oculoGaugeReaders?: Map<string, Reader> };
const readers = (readerHolder.__oculoGaugeReaders ??= new Map());

/** The process's own: memory, CPU, event-loop delay, handles (prom-client's defaults), once. */
export function startProcessMetrics(): void {
  if (holder.__oculoProcessMetrics) return;
  holder.__oculoProcessMetrics = true;
  collectDefaultMetrics({ prefix: 'oculo_' });
}
