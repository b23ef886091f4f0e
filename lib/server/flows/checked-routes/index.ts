// The checked routes: the route wrappers of signed-in and operator calls, which ask accounts and
// staff who is calling before a byte of the body is read (docs/security.md#session-before-body). A
// flow over platform/http and those modules, so the http adapter, below them, asks nobody, and a
// public call's route reaches no account code (docs/architecture.md#layers).
import 'server-only';

export {
  operatorFileRoute,
  operatorRouteHandler,
  operatorStreamRoute,
  privateImageRoute,
  shopperFileRoute,
  shopperRouteHandler,
} from './route-wrappers';
