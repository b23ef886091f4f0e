import { notFound } from 'next/navigation';

/** A console address no page answers: the console's own "not found", inside its frame. */
export default function MissingConsolePage() {
  notFound();
}
