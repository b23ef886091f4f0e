// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Defined in lib/server/platform/db/schema/accounts.ts, beside the rest of the schema for drizzle-kit.
export {
  customerNotes,
  customerTags,
  users,
  userSessions,
  passwordCodes,
  userVisits,
} from '../../platform/db/schema/accounts';
