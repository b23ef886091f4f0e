/**
 * The operator console's accounts from the shop's machine (docs/operating.md#first-owner). Works on the configured database: DATABASE_URL, or PGlite in DATA_DIR/db
 * (stop the shop first then: only one process can open the PGlite folder).
 *
 *   npm run operator -- add <email> --role owner [--name "Ada Lovelace"]
 *       adds a member and prints their one-time set-password link (also mailed to them)
 *   npm run operator -- reset <email>
 *       clears a member's password and second factor and prints a new link
 *   npm run operator -- list
 */
import { STAFF_ROLES, isStaffRole } from '../lib/shop/staff-roles';
import type { OperatorCommand as Command } from '@/lib/server/domain/staff';

const USAGE = `Usage:
  npm run operator -- add <email> --role ${STAFF_ROLES.join('|')} [--name "Full Name"]
  npm run operator -- reset <email>
  npm run operator -- list`;

class UsageError extends Error {}

function parseCommand(argv: readonly string[]): Command {
  const args = argv.filter((arg) => arg !== '--');
  const [kind, ...rest] = args;
  const option = (name: string) => {
    const at = rest.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (at < 0) return undefined;
    const arg = rest[at] ?? '';
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : rest[at + 1];
  };
  const email = rest.find((arg, i) => !arg.startsWith('--') && !rest[i - 1]?.match(/^--(role|name)$/));
  if (kind === 'list') return { kind };
  if (kind !== 'add' && kind !== 'reset') throw new UsageError(USAGE);
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError(`Give the member's e-mail.\n${USAGE}`);
  if (kind === 'reset') return { kind, email };
  const role = option('role');
  if (!isStaffRole(role)) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}.\n${USAGE}`);
  return { kind, email, role, name: option('name') ?? '' };
}

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2));
  process.env.LOG_LEVEL ??= 'warn';
  // loaded after LOG_LEVEL is set: the logger reads it once
  const { runOperatorCommand } = await import('@/lib/server/domain/staff');
  const { databaseHandle } = await import('@/lib/server/platform/db');
  const { shopDatabaseHandle } = await import('@/lib/server/flows/seed');
  try {
    // opened, migrated and seeded as the shop starts, so a first command on a new shop finds it whole
    await shopDatabaseHandle();
    console.log(await runOperatorCommand(command));
  } finally {
    await (await databaseHandle()).close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
