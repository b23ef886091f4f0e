import { contentMarkdownPreviewCall } from '@/lib/contract/calls/admin/content';
import { previewMarkdown } from '@/lib/server/domain/content';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(contentMarkdownPreviewCall, (input) => previewMarkdown(input));
