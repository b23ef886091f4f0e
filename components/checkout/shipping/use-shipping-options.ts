import useSWR from 'swr';
import { callApi, isApiError } from '@/lib/api';
import { expressFeeListAddress } from '@/lib/contract/order-addresses';

type OptionsKey = readonly [string, string, string, number | null | undefined];

const loadOptions = ([, snapshotId, countryCode, couponId]: OptionsKey) =>
  callApi(
    expressFeeListAddress,
    { snapshotId, countryCode, ...(couponId === undefined ? {} : { couponId }) },
    { tip: false },
  ).then((answer) => answer.list);

/**
 * The shipping methods for the country the order goes to (/api/order/expressFeeList), again on
 * every change of country or coupon: priced with the coupon about to be applied (`couponId`, null
 * for none, undefined for the snapshot's own), so a free-shipping coupon shows every method free.
 */
export function useShippingOptions(snapshotId: string, countryCode: string, couponId?: number | null) {
  const { data, error, isLoading } = useSWR(
    ['checkout-shipping-options', snapshotId, countryCode, couponId] as OptionsKey,
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
