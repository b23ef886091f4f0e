import { ALL_CALLS } from '@/lib/contract/calls';
import { openApiDocument } from '@/lib/contract/openapi';

/** The API's OpenAPI document, generated from the zod contracts; fixed at build time. */
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(openApiDocument(ALL_CALLS));
}
