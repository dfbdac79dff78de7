// The local push service lives in scripts/lib so the fault checks (plain Node, against the built server) share it.
export { decryptPushBody, startPushService, verifyVapid } from '../../../scripts/lib/push-service.mjs';
export type { PushMessage, PushService } from '../../../scripts/lib/push-service.mjs';
