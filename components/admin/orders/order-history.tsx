import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { OPTICIAN_CHECK_LABELS } from '@/lib/shop/optician-check';
import { formatDateTime } from '../ui/console-format';
import styles from './order-detail.module.css';

const ACTORS: Readonly<Record<string, string>> = {
  shopper: 'the shopper',
  payment: 'the payment',
  system: 'the shop',
  operator: 'the staff',
};

type Move = OperatorOrder['history'][number];
type Check = OperatorOrder['prescriptionChecks'][number];
type Note = OperatorOrder['notes'][number];

function MoveEntry({ entry }: { entry: Move }) {
  return (
    <>
      <strong>{entry.statusName || `Status ${entry.status}`}</strong>, by {ACTORS[entry.actor] ?? entry.actor}
      {entry.note ? <span className={styles.note}>{entry.note}</span> : null}
    </>
  );
}

/** A check of the prescription: who, and the licence a confirmation recorded (docs/operating.md#optician-check). */
function CheckEntry({ check }: { check: Check }) {
  if (check.decision === 'question')
    return (
      <>
        <strong>Shopper asked about the prescription</strong>, by {check.by}
        <span className={styles.note}>
          Ticket {check.ticketNumber ?? '—'}; the order waits for the answer.
        </span>
      </>
    );
  return (
    <>
      <strong>Prescription confirmed</strong>, by {check.by}
      {check.licenceNumber ? `, licence ${check.licenceNumber}` : ''}
      <span className={styles.note}>
        Checked: {check.checked.map((item) => OPTICIAN_CHECK_LABELS[item].toLowerCase()).join('; ')}.
      </span>
    </>
  );
}

/** A staff note (docs/operating.md#order-notes): the shopper never sees it. */
function NoteEntry({ note }: { note: Note }) {
  return (
    <>
      <strong>Internal note</strong>, by {note.by}
      <span className={styles.note}>{note.body}</span>
    </>
  );
}

/**
 * Every status the order went through, every check of its prescription and the staff's notes,
 * oldest first, with who did it (docs/product.md#order-states, docs/operating.md#optician-check).
 */
export function OrderHistory({
  history,
  checks = [],
  notes = [],
}: {
  history: OperatorOrder['history'];
  checks?: readonly Check[];
  notes?: readonly Note[];
}) {
  const entries = [
    ...history.map((entry) => ({ at: entry.at, move: entry, check: null, note: null })),
    ...checks.map((check) => ({ at: check.at, move: null, check, note: null })),
    ...notes.map((note) => ({ at: note.at, move: null, check: null, note })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className={styles.history} data-testid="order-history">
      {entries.map((entry, index) => (
        <li
          key={`${entry.at}-${index}`}
          data-testid={entry.check ? 'order-history-check' : entry.note ? 'order-history-note' : undefined}
        >
          <span className={styles.historyWhen}>{formatDateTime(entry.at)}</span>
          <span>
            {entry.move ? <MoveEntry entry={entry.move} /> : null}
            {entry.check ? <CheckEntry check={entry.check} /> : null}
            {entry.note ? <NoteEntry note={entry.note} /> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
