import { roleMayOpen, type StaffRole } from '@/lib/shop/staff-roles';
import { listStaff } from '@/lib/server/domain/staff';

// The members of the support desk, read through the staff module (it keeps them; a shop has a
// handful, so one read serves a page of tickets).

export interface DeskMember {
  id: number;
  name: string;
  email: string;
  /** Enabled, with a role that answers tickets: may be given one. */
  answersTickets: boolean;
}

export async function deskMembers(): Promise<Map<number, DeskMember>> {
  const { list } = await listStaff();
  return new Map(
    list.map((member) => [
      member.id,
      {
        id: member.id,
        name: member.name || member.email,
        email: member.email,
        answersTickets: !member.disabled && roleMayOpen(member.role as StaffRole, 'tickets'),
      },
    ]),
  );
}

/** A member as a ticket shows them; one removed since is no longer named. */
export function memberRef(members: ReadonlyMap<number, DeskMember>, id: number | null) {
  if (id === null) return null;
  const member = members.get(id);
  return member ? { id, name: member.name } : null;
}
