import { operatorSetPasswordCall } from '@/lib/contract/calls/admin/session';
import { routeHandler } from '@/lib/server/platform/http';
import { setPasswordWithLink } from '@/lib/server/domain/staff';

export const POST = routeHandler(operatorSetPasswordCall, (input) => setPasswordWithLink(input));
