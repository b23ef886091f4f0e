'use client';

import { useId, useState } from 'react';
import { ticketAssignMany, ticketCloseMany } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { SelectionBar, useSelectionMove } from '../ui/selection-bar';

export interface Assignee {
  id: number;
  name: string;
}

const said =
  (verb: string) =>
  ({ changed, unchanged }: { changed: string[]; unchanged: string[] }) =>
    `${changed.length} ${changed.length === 1 ? 'ticket' : 'tickets'} ${verb}.${unchanged.length > 0 ? ` ${unchanged.length} already so.` : ''}`;

/**
 * What the inbox does with its ticked tickets (docs/operating.md#bulk-catalog): close them, or give
 * them to a member (or to nobody), as each ticket's page does one.
 */
export function TicketSelection({
  numbers,
  assignees,
  onDone,
}: {
  numbers: readonly string[];
  assignees: readonly Assignee[];
  onDone: () => void;
}) {
  const state = useSelectionMove(onDone);
  const memberId = useId();
  const [member, setMember] = useState('');
  const none = numbers.length === 0;
  const assign = () => {
    const staffId = member === '' ? null : Number(member);
    const name = assignees.find((assignee) => assignee.id === staffId)?.name ?? 'nobody';
    return state.run(
      () => callConsole(ticketAssignMany, { ticketNumbers: [...numbers], staffId }),
      said(`assigned to ${name}`),
    );
  };
  return (
    <SelectionBar
      label="Selected tickets"
      count={numbers.length}
      hint="Tick tickets to close them or give them to a member together."
      noun={['ticket', 'tickets']}
      state={state}
      testId="ticket-selection"
    >
      <button
        type="button"
        className="button button-secondary"
        disabled={state.busy || none}
        onClick={() =>
          void state.run(() => callConsole(ticketCloseMany, { ticketNumbers: [...numbers] }), said('closed'))
        }
        data-testid="ticket-selection-close"
      >
        Close selected
      </button>
      <label htmlFor={memberId}>Assign to</label>
      <select
        id={memberId}
        value={member}
        onChange={(event) => setMember(event.target.value)}
        data-testid="ticket-selection-member"
      >
        <option value="">Nobody</option>
        {assignees.map((assignee) => (
          <option key={assignee.id} value={String(assignee.id)}>
            {assignee.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-secondary"
        disabled={state.busy || none}
        onClick={() => void assign()}
        data-testid="ticket-selection-assign"
      >
        Assign selected
      </button>
    </SelectionBar>
  );
}
