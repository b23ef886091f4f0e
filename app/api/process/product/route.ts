import { processProductCall } from '@/lib/contract/calls/process';
import { routeHandler } from '@/lib/server/http';
import { startLensFlow } from '@/lib/server/lens-flow';

export const POST = routeHandler(processProductCall, (input) => startLensFlow(input.code));
