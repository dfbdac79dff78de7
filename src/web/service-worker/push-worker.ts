// The service worker's push handling, built on its own into one classic script that the generated worker imports
// (vite.config.ts). Nothing else of the app is loaded into the worker.
import { registerPushHandlers, type PushWorkerScope } from './push-handlers';

// The web app is type-checked with the DOM's globals, where `self` is a Window; in this script it is the worker's
// scope, of which the push handlers use the part PushWorkerScope names.
declare const self: PushWorkerScope;

registerPushHandlers(self);
