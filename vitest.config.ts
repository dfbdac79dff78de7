import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Pure code and components start no process nor server: a worker thread per file costs a quarter less CPU
          // than a child process (the API files keep theirs).
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own server; argon2 hashing makes auth-heavy files slow on two cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
