import { operatorSetPasswordCall } from '@/lib/contract/calls/admin/session';
import { routeHandler } from '@/lib/server/http';
import { setPasswordWithLink } from '@/lib/server/staff';

export const POST = routeHandler(operatorSetPasswordCall, (input) => setPasswordWithLink(input));
