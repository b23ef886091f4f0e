import { processProductCall } from '@/lib/contract/calls/process';
import { routeHandler } from '@/lib/server/platform/http';
import { startLensFlow } from '@/lib/server/domain/lens-flow';

export const POST = routeHandler(processProductCall, (input) => startLensFlow(input.code));
