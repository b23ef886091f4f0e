import { staffListCall } from '@/lib/contract/calls/admin/staff';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { listStaff } from '@/lib/server/domain/staff';

export const GET = operatorRouteHandler(staffListCall, () => listStaff());
