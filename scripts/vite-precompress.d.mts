import type { Plugin } from 'vite';

/** See vite-precompress.mjs. */
export function precompress(): Plugin;
