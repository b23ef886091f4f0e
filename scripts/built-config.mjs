// Next.js reads next.config.ts at every start: it compiles the file and everything it imports, then
// resolves the config again (about 0.4 s of each restart, docs/operating.md#restart). The build has
// already written that resolved config beside its manifests, in .next/required-server-files.json,
// which is what Next.js's own standalone server starts from (through the variable below). The
// running server reads nothing from next.config.ts that the build did not settle (its headers,
// redirects and rewrites are the build's routes manifest), so the build's copy serves alike.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The variable Next.js takes a resolved config from instead of loading next.config.ts. */
export const BUILT_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/**
 * The resolved config the build in `dir`/.next wrote, as JSON; undefined with no build (Next.js then
 * says what is missing, as before).
 */
export function builtConfig(dir) {
  const file = path.join(dir, '.next', 'required-server-files.json');
  if (!existsSync(file)) return undefined;
  const { config } = JSON.parse(readFileSync(file, 'utf8'));
  return config && typeof config === 'object' ? JSON.stringify(config) : undefined;
}

/** Points Next.js at the build's config unless one is set already. */
export function takeBuiltConfig(dir, env = process.env) {
  if (env[BUILT_CONFIG_ENV]) return;
  const config = builtConfig(dir);
  if (config) env[BUILT_CONFIG_ENV] = config;
}
