import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// docs/operating.md#metrics: the dashboard and the alert rules beside it watch only metrics the
// shop reports, and every metric the code makes is in the table. A metric renamed in the code and
// not in the docs, or a rule watching a name that no longer exists, fails here.

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Metric names made in the code: the first argument of shopCounter/shopTimer/shopGauge, and the .mjs ones. */
function namesInCode(): Set<string> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|mjs)$/.test(entry.name)) files.push(file);
    }
  };
  walk('lib/server');
  files.push('scripts/request-metrics.mjs');
  const names = new Set<string>();
  for (const file of files) {
    const made = /(?:shop(?:Counter|Timer|Gauge)\(\s*|name: )['"](oculo_[a-z_]+)['"]/g;
    for (const match of read(file).matchAll(made)) names.add(match[1] ?? '');
  }
  return names;
}

/** The names the docs' table lists (histograms' _bucket/_count/_sum come with their name). */
const table =
  read('docs/operating.md').split('<a id="metrics"></a>')[1]?.split('<a id="traces"></a>')[0] ?? '';
const documented = new Set([...table.matchAll(/`(oculo_[a-z_]+)/g)].map((match) => match[1]));

const watched = (text: string) =>
  new Set(
    [...text.matchAll(/\b(oculo_[a-z_]+)/g)].map((match) =>
      (match[1] ?? '').replace(/_(bucket|count|sum)$/, ''),
    ),
  );

/** The process's own (prom-client's defaults under the oculo_ prefix) are documented as oculo_process_* and oculo_nodejs_*. */
const isProcessMetric = (name: string) => /^oculo_(process|nodejs)_/.test(name);

describe('the metrics the docs name', () => {
  const inCode = namesInCode();

  it('finds the metrics the code makes', () => {
    expect(inCode.size).toBeGreaterThan(10);
  });

  it.each([...inCode].sort())('%s is in the table of docs/operating.md#metrics', (name) => {
    expect(documented).toContain(name);
  });

  it.each([
    ['docs/grafana-dashboard.json', read('docs/grafana-dashboard.json')],
    ['docs/alert-rules.yml', read('docs/alert-rules.yml')],
  ])('%s watches only metrics the shop reports', (_file, text) => {
    const unknown = [...watched(text)].filter((name) => !isProcessMetric(name) && !inCode.has(name));
    expect(unknown).toEqual([]);
    expect(watched(text).size).toBeGreaterThan(5);
  });

  it('the dashboard is a Grafana dashboard with the panels the docs promise', () => {
    const dashboard = JSON.parse(read('docs/grafana-dashboard.json')) as { panels: { title: string }[] };
    const titles = dashboard.panels.map((panel) => panel.title).join(' | ');
    for (const panel of ['Requests', 'errors', 'Latency', 'Orders', 'Job queue', 'Mail']) {
      expect(titles).toContain(panel);
    }
  });
});
