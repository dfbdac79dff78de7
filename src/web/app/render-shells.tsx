import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppNavigation } from '../lib/navigation';
import { SHELLS } from './shells';

/** A shell rendered: its page's pattern, whose visits get it, and its HTML for inside #root. */
export interface RenderedShell {
  path: string;
  signedIn: boolean;
  html: string;
  /** The shell with a marked place for each of the visit's facts, for the server to fill (domain/first-page.ts). */
  withFacts?: string;
}

/**
 * Every shell as HTML, at its own address (so the tab bar marks its tab). Run by the build in Node
 * (scripts/vite-shells.mjs), never by the browser: the app's own code does not load this module. Each is wrapped in an
 * element without a box of its own (`display: contents`), marked `data-shell`: what the browser tests wait to see
 * gone before they act on the app (e2e/fixtures.ts).
 */
export function renderShells(): RenderedShell[] {
  return SHELLS.map(({ path, signedIn, element, withFacts }) => {
    const render = (shell: ReactElement) =>
      renderToStaticMarkup(
        <AppNavigation at={`/${path}`}>
          <div data-shell="" className="contents">
            {shell}
          </div>
        </AppNavigation>,
      );
    return { path, signedIn, html: render(element), ...(withFacts && { withFacts: render(withFacts) }) };
  });
}
