// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Defined in lib/server/platform/db/schema/faces.ts, beside the rest of the schema for drizzle-kit.
export { savedFaces } from '../../platform/db/schema/faces';
