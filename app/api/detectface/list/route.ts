import { detectFaceListCall } from '@/lib/contract/calls/face';
import { listFaces } from '@/lib/server/domain/faces';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(detectFaceListCall, (_input, context) => listFaces(context));
