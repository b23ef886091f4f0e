// The operator console's calls, by address only (lib/contract/address.ts): the console's
// islands need where a call lives and its types, not its zod schemas. One file per console area,
// one front door; a unit test checks that every address it exports is a call of the contract
// (same method and path).
export * from './alerts';
export * from './catalog';
export * from './content';
export * from './find';
export * from './customers';
export * from './orders';
export * from './staff';
export * from './tax-report';
export * from './reports';
export * from './chats';
