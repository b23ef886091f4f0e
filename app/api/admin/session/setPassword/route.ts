import { operatorSetPasswordCall } from '@/lib/contract/calls/admin/session';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { setPasswordWithLink } from '@/lib/server/domain/staff';

export const POST = publicRouteHandler(operatorSetPasswordCall, (input) => setPasswordWithLink(input));
