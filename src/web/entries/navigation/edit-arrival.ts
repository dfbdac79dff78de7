/** How a flow was opened to edit a saved entry: which entry (`?edit=`), and where the athlete came from. */

/** The id in `?edit=`: an Edit link sent the athlete to edit that entry; null when there is none. */
export function readEditId(search: URLSearchParams): string | null {
  const id = search.get('edit')?.trim() ?? '';
  return id === '' ? null : id;
}

/** The router state an Edit link passes: the page it is on, to return to once the edit is saved or left. */
export function editLinkState(location: { pathname: string; search: string }): { returnTo: string } {
  return { returnTo: `${location.pathname}${location.search}` };
}

/**
 * The page an Edit link came from, when the router state names one of this app's own paths; null otherwise (a path
 * like '//elsewhere.example' would leave the app).
 */
export function readReturnTo(state: unknown): string | null {
  const returnTo = typeof state === 'object' && state !== null ? (state as { returnTo?: unknown }).returnTo : undefined;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return null;
  return /^\/[/\\]/.test(returnTo) ? null : returnTo;
}
