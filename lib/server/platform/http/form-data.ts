/**
 * Turns form entries back into the object the client's multipart helper flattened (toFormData in
 * lib/api/multipart.ts): `name[index]` entries become arrays and `name[key]` entries nested objects, so one
 * schema validates a call whether it arrived as JSON or as multipart.
 */
export type FormValue = string | File | FormValue[] | { [key: string]: FormValue };
type Container = FormValue[] | { [key: string]: FormValue };

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

export function formDataToObject(entries: Iterable<[string, FormDataEntryValue]>): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of entries) {
    const path = parseFieldName(name);
    if (path.length === 0 || path.some((key) => UNSAFE_KEYS.has(String(key)))) continue;
    assign(root, path, value);
  }
  return root;
}

/** "lines[0][sku]" → ["lines", 0, "sku"]; "plain" → ["plain"]. */
export function parseFieldName(name: string): (string | number)[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) return [];
  const keys: (string | number)[] = [match[1]];
  for (const [, key = ''] of (match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) {
    keys.push(/^\d+$/.test(key) ? Number(key) : key);
  }
  return keys;
}

function assign(root: Container, path: (string | number)[], value: FormDataEntryValue): void {
  let node: Container = root;
  path.forEach((key, depth) => {
    const last = depth === path.length - 1;
    const nextKey = path[depth + 1];
    const existing = read(node, key);
    if (last) {
      write(node, key, value);
      return;
    }
    if (existing !== undefined && typeof existing === 'object' && !(existing instanceof File)) {
      node = existing;
      return;
    }
    const child: Container = typeof nextKey === 'number' ? [] : {};
    write(node, key, child);
    node = child;
  });
}

function read(node: Container, key: string | number): FormValue | undefined {
  return Array.isArray(node) ? node[Number(key)] : node[String(key)];
}

function write(node: Container, key: string | number, value: FormValue): void {
  if (Array.isArray(node)) {
    // Indexes beyond a sane list size would allocate huge sparse arrays: refuse them quietly.
    if (typeof key === 'number' && key < 1000) node[key] = value;
  } else {
    node[String(key)] = value;
  }
}
