/** Small helpers for writing well-formed SVG by hand. */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A number as SVG wants it: at most two decimals, no trailing zeros. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export interface Point {
  x: number;
  y: number;
}

/** A path through the points; closed by default. */
export function pathFromPoints(points: readonly Point[], closed = true): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  const head = first ? `M${num(first.x)} ${num(first.y)}` : '';
  const body = rest.map((point) => `L${num(point.x)} ${num(point.y)}`).join('');
  return `${head}${body}${closed ? 'Z' : ''}`;
}

/** A smooth open path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[]): string {
  if (points.length < 3) return pathFromPoints(points, false);
  const at = (index: number): Point =>
    points[Math.max(0, Math.min(points.length - 1, index))] ?? { x: 0, y: 0 };
  let d = `M${num(at(0).x)} ${num(at(0).y)}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(p2.x)} ${num(p2.y)}`;
  }
  return d;
}

/** Attributes from a record; undefined values are left out, everything is escaped. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeXml(typeof value === 'number' ? num(value) : value)}"`)
    .join(' ');
}

/** A short id prefix derived from the drawing's inputs, so ids do not clash on a page. */
export function idPrefix(seed: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `o${(hash >>> 0).toString(36)}`;
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  direction: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 0, y2: 1 },
): string {
  const body = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop ${attrs({ offset, 'stop-color': color, 'stop-opacity': opacity })}/>`,
    )
    .join('');
  return `<linearGradient ${attrs({ id, ...direction })}>${body}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  geometry: { cx: number; cy: number; r: number; fx?: number; fy?: number } = { cx: 0.5, cy: 0.5, r: 0.5 },
): string {
  const body = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop ${attrs({ offset, 'stop-color': color, 'stop-opacity': opacity })}/>`,
    )
    .join('');
  return `<radialGradient ${attrs({ id, ...geometry })}>${body}</radialGradient>`;
}
