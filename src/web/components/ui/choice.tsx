import type { ComponentProps, ReactNode } from 'react';

/**
 * A checkbox or radio with its words beside it, in one label: 44 px tall so a finger finds it, and a tap on the
 * words ticks the box.
 */
export function Choice({ children, ...input }: ComponentProps<'input'> & { children: ReactNode }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-base text-ink">
      <input className="h-5 w-5 shrink-0 accent-brand" {...input} />
      {children}
    </label>
  );
}
