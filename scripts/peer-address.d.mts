import type { IncomingMessage } from 'node:http';

export const PEER_HEADER: 'x-oculo-peer';
export function stampPeerAddress(req: IncomingMessage): void;
