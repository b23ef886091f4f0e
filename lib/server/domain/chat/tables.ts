// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Defined in lib/server/platform/db/schema/chat.ts, beside the rest of the schema for drizzle-kit.
export { chatConversations, chatPresence } from '../../platform/db/schema/chat';
