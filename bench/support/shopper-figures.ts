import { percentile } from './shop-server';
import { ACTIONS, type ShopperRecord } from './shopper-record';

export interface Spread {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function spreadOf(samples: number[], seconds: number): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    perSecond: round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

export function figuresOf(record: ShopperRecord, seconds: number) {
  const actions = Object.fromEntries(
    ACTIONS.map((action) => [
      action,
      {
        completed: record.completed.get(action) ?? 0,
        failed: record.failed.get(action) ?? 0,
        actionsPerSecond: Math.round(((record.completed.get(action) ?? 0) / seconds) * 100) / 100,
        steps: spreadOf(record.steps.get(action) ?? [], seconds),
      },
    ]),
  );
  const requests = Object.fromEntries(
    [...record.requests.entries()]
      .map(([pattern, samples]) => [pattern, spreadOf(samples, seconds)] as const)
      .sort(([, a], [, b]) => b.p95 - a.p95),
  );
  return {
    requestsPerSecond: Math.round((record.totalRequests() / seconds) * 10) / 10,
    requests: record.totalRequests(),
    errors: record.totalErrors(),
    errorsByKind: Object.fromEntries(record.errors),
    errorExamples: Object.fromEntries(record.examples),
    actions,
    byRequest: requests,
  };
}

export type ShopperFigures = ReturnType<typeof figuresOf>;

export function printFigures(figures: ShopperFigures): void {
  console.log('\naction     done  failed  /s     steps   p50     p95     p99     max (ms, per step)');
  for (const [name, action] of Object.entries(figures.actions)) {
    const { steps } = action;
    console.log(
      `${name.padEnd(10)} ${String(action.completed).padStart(5)} ${String(action.failed).padStart(6)}  ` +
        `${action.actionsPerSecond.toFixed(2).padStart(5)} ${String(steps.count).padStart(7)} ` +
        [steps.p50, steps.p95, steps.p99, steps.max].map((value) => value.toFixed(1).padStart(7)).join(' '),
    );
  }
  console.log(`\n${figures.requests} requests, ${figures.requestsPerSecond} req/s; slowest by p95:`);
  for (const [pattern, spread] of Object.entries(figures.byRequest).slice(0, 12))
    console.log(
      `  ${pattern.padEnd(40)} n=${String(spread.count).padStart(6)}  p50 ${spread.p50}  p95 ${spread.p95}  p99 ${spread.p99}  max ${spread.max}`,
    );
  console.log(`errors: ${figures.errors}`);
  for (const [kind, count] of Object.entries(figures.errorsByKind))
    console.log(`  ${String(count).padStart(5)} × ${kind}: ${figures.errorExamples[kind] ?? ''}`);
}
