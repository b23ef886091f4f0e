import { staffListCall } from '@/lib/contract/calls/admin/staff';
import { operatorRouteHandler } from '@/lib/server/http';
import { listStaff } from '@/lib/server/staff';

export const GET = operatorRouteHandler(staffListCall, () => listStaff());
