import type { ReactNode } from 'react';
import { COVERS_BOTTOM } from './covers-bottom';

/** The bar fixed to the bottom of a form screen (Back, Done): always in reach, never under a toast. */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div
      {...COVERS_BOTTOM}
      className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-md flex-col gap-2 px-4 py-3">{children}</div>
    </div>
  );
}
