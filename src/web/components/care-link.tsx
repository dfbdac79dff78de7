import { lazy, Suspense } from 'react';

/**
 * The link reads the server's public config through the query library, which the first page's script (Home) does not
 * hold: it comes in a chunk of its own once the screen is up, so neither Home nor the signed-in screens that do not
 * show it carry its weight.
 */
const FindCareLink = lazy(() => import('./find-care-link').then((module) => ({ default: module.FindCareLink })));

/** "Find Care": the care provider's site set by the server's CARE_URL, in a new tab; nothing when none is set. */
export function CareLink() {
  return (
    <Suspense fallback={null}>
      <FindCareLink />
    </Suspense>
  );
}
