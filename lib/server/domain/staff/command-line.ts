import type { StaffRole } from '@/lib/shop/staff-roles';
import { COMMAND_LINE } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { mailDeliveriesSettled } from '@/lib/server/platform/mail';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { findMemberByEmail } from './members';
import { addStaffMember, listStaff, resetStaffAccess } from './staff-admin';

export type OperatorCommand =
  | { kind: 'add'; email: string; role: StaffRole; name: string }
  | { kind: 'reset'; email: string }
  | { kind: 'list' };

/**
 * What `npm run operator` does (scripts/operator.ts): the first owner comes from here, with the
 * command line as the actor in the audit log. Answers the text to print.
 */
export async function runOperatorCommand(command: OperatorCommand): Promise<string> {
  if (command.kind === 'list') {
    const { list } = await listStaff();
    if (!list.length)
      return 'No staff members yet. Add the first owner with: npm run operator -- add <email> --role owner';
    return list
      .map((m) => `${m.email}\t${m.role}${m.disabled ? ' (disabled)' : ''}${m.twoFactor ? '\t2FA' : ''}`)
      .join('\n');
  }
  // read before the link is made: this process has not read the owner's public URL yet
  const publicUrl = publicUrlLine(await currentStoreSettings());
  if (command.kind === 'add') {
    const { member, link } = await addStaffMember(command, COMMAND_LINE);
    await sendMailNow();
    return [
      `Added ${member.email} as ${member.role}.`,
      'Open this link to choose a password (it works once):',
      link,
      publicUrl,
    ].join('\n');
  }
  const member = await findMemberByEmail(await database(), command.email);
  if (!member) throw new Error(`${command.email} is not a member of the staff.`);
  const { link } = await resetStaffAccess({ id: member.id }, COMMAND_LINE);
  await sendMailNow();
  return [
    `Reset ${member.email}: password and second factor cleared.`,
    'New set-password link:',
    link,
    publicUrl,
  ].join('\n');
}

/**
 * Where the printed link points, and why (docs/operating.md#public-url-warning): a shop whose
 * public URL nobody set hands out links to a development machine, and the owner should know.
 */
function publicUrlLine(view: Awaited<ReturnType<typeof currentStoreSettings>>): string {
  const { publicUrl } = view.settings;
  if (view.publicUrlSource === 'unset')
    return `The shop's public URL is not set (neither in Settings nor SITE_URL): links point to ${publicUrl}. Set SITE_URL, or the public URL in the console's Settings.`;
  const from = view.publicUrlSource === 'setting' ? 'the console’s Settings' : 'SITE_URL';
  const warning = view.publicUrlWarning ? ` Warning: ${view.publicUrlWarning}.` : '';
  return `Links use the shop's public URL ${publicUrl} (from ${from}).${warning}`;
}

/** The link is printed either way; the mail goes before the command ends, or waits in the outbox. */
async function sendMailNow(): Promise<void> {
  await mailDeliveriesSettled();
}
