'use client';

import type { ColumnDef } from '@tanstack/react-table';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// Ticking rows of one page of a console list (docs/operating.md#documents): a checkbox per row and
// one in the header for every row of the page, each a native checkbox with its own label, so Tab
// reaches it and Space ticks it. Any list can use it: the orders list does today.

export interface RowSelection {
  /** The ticked rows of this page, in the page's order. */
  chosen: readonly string[];
  /** Every row of the page is ticked. */
  all: boolean;
  /** Some but not every row is ticked (the header's box shows a dash). */
  some: boolean;
  isChosen: (id: string) => boolean;
  toggle: (id: string) => void;
  toggleAll: () => void;
  clear: () => void;
}

/**
 * The selection of a page's rows. Only the rows on this page count: ids ticked on another page
 * are left out of `chosen`, so a new page of the list starts a new selection.
 */
export function useRowSelection(ids: readonly string[]): RowSelection {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const chosen = useMemo(() => ids.filter((id) => ticked.has(id)), [ids, ticked]);
  const all = ids.length > 0 && chosen.length === ids.length;
  const toggle = useCallback(
    (id: string) =>
      setTicked((was) => {
        const next = new Set(was);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  return {
    chosen,
    all,
    some: chosen.length > 0 && !all,
    isChosen: (id) => ticked.has(id),
    toggle,
    toggleAll: () => setTicked(all ? new Set() : new Set(ids)),
    clear: () => setTicked(new Set()),
  };
}

const RowSelectionContext = createContext<RowSelection | null>(null);

/** Hands the selection to the selection column's boxes inside (a DataTable and what it renders). */
export function RowSelectionScope({ selection, children }: { selection: RowSelection; children: ReactNode }) {
  return <RowSelectionContext.Provider value={selection}>{children}</RowSelectionContext.Provider>;
}

function useSelection(): RowSelection {
  const selection = useContext(RowSelectionContext);
  if (!selection) throw new Error('A selection column needs a RowSelectionScope around its table.');
  return selection;
}

/** The header's box: ticked, empty, or a dash when some rows are ticked (`indeterminate`). */
function SelectAllBox({ label, testId }: { label: string; testId: string }) {
  const selection = useSelection();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection.some;
  }, [selection.some]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      checked={selection.all}
      onChange={selection.toggleAll}
      data-testid={testId}
    />
  );
}

function RowBox({ id, label, testId }: { id: string; label: string; testId: string }) {
  const selection = useSelection();
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.isChosen(id)}
      onChange={() => selection.toggle(id)}
      data-testid={testId}
    />
  );
}

export interface SelectionColumnOptions<Row> {
  idOf: (row: Row) => string;
  /** The header box's label: "Select every order on this page". */
  allLabel: string;
  /** A row box's label: "Select order OC…". */
  rowLabel: (row: Row) => string;
  testIds: { all: string; row: string };
}

/**
 * The selection's column, first in a DataTable's columns, inside a RowSelectionScope. Make it once,
 * beside the list's other columns: the table renders a column's header and cell as components, so
 * the same ones each render keep the same boxes; the boxes read the selection from the scope.
 */
export function selectionColumn<Row>({
  idOf,
  allLabel,
  rowLabel,
  testIds,
}: SelectionColumnOptions<Row>): ColumnDef<Row, unknown> {
  return {
    id: 'select',
    header: function SelectionHeader() {
      return <SelectAllBox label={allLabel} testId={testIds.all} />;
    },
    cell: function SelectionCell(info) {
      return <RowBox id={idOf(info.row.original)} label={rowLabel(info.row.original)} testId={testIds.row} />;
    },
  };
}

/**
 * A row's box outside a table (a list of cards, as the reviews page shows), inside a
 * RowSelectionScope: the same native checkbox with its own label the selection column renders.
 */
export function RowSelectionBox({ id, label, testId }: { id: string; label: string; testId: string }) {
  return <RowBox id={id} label={label} testId={testId} />;
}

/** The box that ticks every row of the page, outside a table's header. */
export function AllRowsSelectionBox({ label, testId }: { label: string; testId: string }) {
  return <SelectAllBox label={label} testId={testId} />;
}
