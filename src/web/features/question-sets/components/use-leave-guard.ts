import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/** Where the athlete was going when asked: a link of the app, or back in the browser's history. */
type Leaving = { to: string } | 'back';

/**
 * Asks before the athlete leaves a screen with unsaved edits (`dirty`): by a link of the app (BACK included), by the
 * browser's or phone's Back, or by closing or reloading the page. Our router has no blocker (it is not a data
 * router, docs/decisions/007), so links are caught before the router sees the click, and Back finds a copy of this
 * page pushed on top of it while there are edits: popping that copy asks instead of leaving.
 */
export function useLeaveGuard(dirty: boolean) {
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState<Leaving | null>(null);
  const dirtyNow = useRef(dirty);
  const copyOnTop = useRef(false);
  const leaving = useRef(false);

  useEffect(() => {
    dirtyNow.current = dirty;
    if (!dirty) return;
    if (!copyOnTop.current) {
      window.history.pushState(window.history.state, '', window.location.href);
      copyOnTop.current = true;
    }
    function catchLink(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setAsking({ to: `${link.pathname}${link.search}${link.hash}` });
    }
    const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', catchLink, true);
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      document.removeEventListener('click', catchLink, true);
      window.removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [dirty]);

  useEffect(() => {
    function onBack() {
      if (leaving.current || !copyOnTop.current) return;
      copyOnTop.current = false;
      // With nothing left to lose, carry on where the athlete was going.
      if (dirtyNow.current) setAsking('back');
      else window.history.back();
    }
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, []);

  /** Leaves for `to` without asking (the edits are saved or discarded), replacing the copy of this page if any. */
  function leaveFor(to: string) {
    leaving.current = true;
    navigate(to, { replace: copyOnTop.current });
  }

  return {
    asking: asking !== null,
    leaveFor,
    keepEditing() {
      if (asking === 'back') {
        window.history.pushState(window.history.state, '', window.location.href);
        copyOnTop.current = true;
      }
      setAsking(null);
    },
    discard() {
      if (asking === 'back') {
        leaving.current = true;
        window.history.back();
      } else if (asking) {
        leaveFor(asking.to);
      }
    },
  };
}
