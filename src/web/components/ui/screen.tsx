import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { focusOnArrival } from './arrival-focus';

const CONTENT_ID = 'content';

/**
 * A page: a header with an optional back link (and an optional action at its end), then the content in a phone-width column, then the footer (the tab
 * bar), which takes its own room at the foot of the page. Without a footer the content keeps room at its end for a
 * bar the screen fixes to the bottom itself (Back, Done). A skip link, the first thing the keyboard reaches, leads past
 * the header to the content; a screen reached within the app takes focus to its heading (see arrival-focus.ts).
 */
export function Screen({
  title,
  backTo,
  backLabel = 'Back',
  action,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode;
  backTo?: string;
  backLabel?: string;
  /** A control at the end of the header (the journal screens' search link). */
  action?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A screen whose content is a table on a large screen (the squad): the column widens there, a phone's stays. */
  wide?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusOnArrival(headingRef.current), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${CONTENT_ID}`}
        // Focus moves to the content without a #content left in the address (Back would return there).
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(CONTENT_ID)?.focus();
        }}
        className="sr-only rounded-xl bg-surface px-4 py-3 font-semibold text-brand-strong shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <div className={`mx-auto flex w-full max-w-md flex-1 flex-col ${wide ? 'lg:max-w-6xl' : ''}`}>
        <header className="flex min-h-14 items-center gap-2 px-4 pt-4">
          {backTo !== undefined && (
            <Link
              to={backTo}
              aria-label={backLabel}
              className="-ml-2.5 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface"
            >
              <ArrowLeft aria-hidden size={24} />
            </Link>
          )}
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-ink outline-none">
            {title}
          </h1>
          {action && <div className="ml-auto shrink-0">{action}</div>}
        </header>
        <main
          id={CONTENT_ID}
          tabIndex={-1}
          className={`flex flex-1 outline-none flex-col gap-4 px-4 pt-4 ${footer ? 'pb-6' : 'pb-28'}`}
        >
          {children}
        </main>
      </div>
      {footer}
    </div>
  );
}
