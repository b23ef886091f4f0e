import useSWR from 'swr';
import { callApi, isApiError } from '@/lib/api';
import { expressFeeListAddress } from '@/lib/contract/order-addresses';

const loadOptions = ([, snapshotId, countryCode]: readonly [string, string, string]) =>
  callApi(expressFeeListAddress, { snapshotId, countryCode }, { tip: false }).then((answer) => answer.list);

/** The shipping methods for the country the order goes to (/api/order/expressFeeList), again on every change of country. */
export function useShippingOptions(snapshotId: string, countryCode: string) {
  const { data, error, isLoading } = useSWR(
    ['checkout-shipping-options', snapshotId, countryCode] as const,
    loadOptions,
    // the previous country's methods stay on screen while the new ones load
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const problem = error
    ? isApiError(error) && error.message
      ? error.message
      : 'The shipping methods could not be loaded.'
    : undefined;
  return { options: data ?? [], loading: isLoading, problem };
}
