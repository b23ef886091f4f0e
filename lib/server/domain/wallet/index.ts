// The wallet module's front door (docs/architecture.md#house-rules): the shop wallet (store
// credit). Other modules and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { adjustWallet, customerWallet, walletBalances } from './customer-wallet';
export { myWalletBalance, myWalletHistory } from './my-wallet';
export { creditWallet } from './wallet-ledger';
