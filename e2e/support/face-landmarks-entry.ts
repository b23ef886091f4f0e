import * as landmarks from '../../lib/client/face-landmarks';

// The script e2e/support/face-landmarks-page.ts bundles and adds to a shop page: the face landmarks
// module's front door, held by the page's window (WindowWithFaceLandmarks).
Object.assign(window, { oculoFaceLandmarks: landmarks });
