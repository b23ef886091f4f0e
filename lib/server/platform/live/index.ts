// The live bus's front door (docs/architecture.md#house-rules): notices between the instances that
// wake server-sent event streams (docs/scaling-out.md#live-bus). Other modules and app/ import only
// from here; its inner files are its own.
import 'server-only';

export { publish, watchChannels } from './bus';
