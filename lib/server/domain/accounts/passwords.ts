import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id at the OWASP Password Storage Cheat Sheet's first
 * recommendation: 19 MiB of memory, 2 iterations, 1 lane (docs/product.md#accounts).
 */
const ARGON2ID = {
  // Algorithm.Argon2id; the package's const enum cannot be imported under isolatedModules
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // a malformed stored hash never signs anyone in
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an e-mail with no account (or no
 * password yet), so the answer's timing does not tell which addresses have accounts.
 */
export async function checkDecoyPassword(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await passwordMatches(await decoy, password);
  return false;
}
