// The http module's front door (docs/architecture.md#house-rules): the adapter that turns a module
// function into a route handler. It asks nobody who is calling: a public call's route uses
// publicRouteHandler from here; a signed-in or operator call's route uses the wrappers of
// lib/server/flows/checked-routes, which hand in the session checks. Other modules and app/ import
// only from here; its inner files are its own.
import 'server-only';

export { publicStreamRoute, streamRoute, type EventProducer, type StreamEvent } from './event-stream';
export { fileRoute, type FileAnswer } from './file-route';
export { imageRoute } from './private-image-route';
export { callFailure, checkedRouteHandler, publicRouteHandler } from './route-handler';
