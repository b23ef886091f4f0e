// The shop's logo (docs/operating.md#store-logo): stored by the images port, as the console's
// banners and product photos are, and named in the store settings. A flow over both, since the
// store settings rank below the images (mails read them) and never import them.
import 'server-only';

export { removeStoreLogo, uploadStoreLogo } from './store-logo';
