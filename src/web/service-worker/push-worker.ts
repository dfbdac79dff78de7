// The service worker's push handling, built on its own into one classic script that the generated worker imports
// (vite.config.ts). Nothing else of the app is loaded into the worker.
import { registerPushHandlers, type PushWorkerScope } from './push-handlers';

registerPushHandlers(self as unknown as PushWorkerScope);
