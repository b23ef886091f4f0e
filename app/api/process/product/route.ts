import { processProductCall } from '@/lib/contract/calls/process';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { startLensFlow } from '@/lib/server/domain/lens-flow';

export const POST = publicRouteHandler(processProductCall, (input) => startLensFlow(input.code));
