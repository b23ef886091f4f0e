/** The Node.js flags the production server runs with (server-node-flags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
/** Environment variables the production server runs with unless the operator sets them (server-node-flags.mjs). */
export declare const SERVER_ENVIRONMENT: Readonly<Record<string, string>>;
