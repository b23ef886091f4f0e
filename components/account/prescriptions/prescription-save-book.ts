import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { selectSignedIn, useShopState } from '@/lib/client/store';
import { prescriptionListAddress, prescriptionSaveAddress } from '@/lib/contract/book-addresses';
import type { PrescriptionNumbers } from '@/lib/shop/order-lens-details';
import { isInBook, prescriptionSaveFields } from '@/lib/shop/order-prescription-save';

// The signed-in shopper's saved prescriptions, as the save offers need them: whether typed values
// are in the book already, and saving new ones (/api/prescription/list and /save).

export const SAVED_PRESCRIPTIONS_KEY = 'prescription-save-book';

const loadBook = () =>
  callApi(prescriptionListAddress, undefined, { tip: false }).then((answer) => answer.list);

export function usePrescriptionBook() {
  const signedIn = useShopState(selectSignedIn);
  const { data, mutate } = useSWR(signedIn ? SAVED_PRESCRIPTIONS_KEY : null, loadBook, {
    revalidateOnFocus: false,
  });
  return {
    signedIn,
    /** undefined while the book loads (or for a guest). */
    book: data,
    /** Whether the values are in the book; undefined while that is not known. */
    holds: (values: PrescriptionNumbers) => (data ? isInBook(values, data) : undefined),
    save: async (values: PrescriptionNumbers, name: string) => {
      const saved = await callApi(
        prescriptionSaveAddress,
        { name, note: '', ...prescriptionSaveFields(values) },
        { tip: false },
      );
      await mutate((list) => [saved, ...(list ?? [])], { revalidate: false });
      return saved;
    },
  };
}
