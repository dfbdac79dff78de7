import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** A page: a header with an optional back link, then the content in a phone-width column. */
export function Screen({
  title,
  backTo,
  backLabel = 'Back',
  children,
  footer,
}: {
  title: ReactNode;
  backTo?: string;
  backLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col">
      <header className="flex min-h-14 items-center gap-2 px-4 pt-4">
        {backTo !== undefined && (
          <Link to={backTo} aria-label={backLabel} className="-ml-2 rounded-full p-2 text-ink hover:bg-surface">
            <ArrowLeft aria-hidden size={24} />
          </Link>
        )}
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
      </header>
      <main className="flex flex-1 flex-col gap-4 px-4 pt-4 pb-28">{children}</main>
      {footer}
    </div>
  );
}
