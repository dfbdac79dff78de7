// What `use-sync-external-store/shim` gives wouter, without the shim (vite.config.ts): the shim brings the hook to
// React before 18 and hands back React's own after; React 19 has it, so the shim's code is left out of the build.
export { useSyncExternalStore } from 'react';
