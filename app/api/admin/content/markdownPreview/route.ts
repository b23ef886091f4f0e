import { contentMarkdownPreviewCall } from '@/lib/contract/calls/admin/content';
import { previewMarkdown } from '@/lib/server/content';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(contentMarkdownPreviewCall, (input) => previewMarkdown(input));
