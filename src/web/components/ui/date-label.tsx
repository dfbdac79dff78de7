import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';

/** The day a screen is about, as text with a calendar icon: never a filled block, which would read as a button. */
export function DateLabel({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center justify-center gap-2 text-lg font-semibold text-ink">
      <CalendarDays aria-hidden size={20} className="text-brand" />
      {children}
    </p>
  );
}
