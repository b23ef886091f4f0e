import * as landmarks from '../../lib/client/face-landmarks';
import { measurePd } from '../../lib/shop/pd-measure';

// The script bench/pd-measure.ts bundles and adds to a shop page: the face landmarks module and the
// PD's rules, as measuring would load them together, held by the page's window.
Object.assign(window, { oculoFaceLandmarks: landmarks, oculoMeasurePd: measurePd });
