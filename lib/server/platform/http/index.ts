// The http module's front door (docs/architecture.md#house-rules): the adapter that turns a module
// function into a route handler. Other modules and app/ import only from here; its tables and inner
// files are its own.
import 'server-only';

export { operatorFileRoute } from './file-route';
export { privateImageRoute } from './private-image-route';
export { callFailure, operatorRouteHandler, routeHandler } from './route-handler';
