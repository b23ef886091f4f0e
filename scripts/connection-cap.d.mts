import type { Server } from 'node:net';

export const CONNECTIONS_PER_ADDRESS: number;
export const MOST_CONNECTIONS_PER_ADDRESS: number;

/** The cap from CONNECTIONS_PER_ADDRESS and TRUST_PROXY; 0 is no cap (connection-cap.mjs). */
export function connectionsPerAddress(env: Record<string, string | undefined>): number;
/** The address a connection counts against: IPv4 as it is, IPv6 by its /64. */
export function connectionAddress(address: string | undefined): string | undefined;
/** Closes each new connection past `cap` from one address. */
export function capConnectionsPerAddress(
  server: Server,
  cap: number,
  refused?: (address: string) => void,
): void;
