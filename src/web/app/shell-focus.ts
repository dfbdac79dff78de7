// A keyboard user can reach the shell (docs/decisions/055) before the app runs: its skip link, its tab bar's links.
// React's first render replaces the shell's elements, and the focus on one of them would fall to the page's start.
// The element of the screen that stands where the focused one stood takes the focus instead.

/** How an element of the shell is found again in the screen: by its id, else by its tag, address and words. */
function sameElementAs(shellElement: Element): (candidate: Element) => boolean {
  const { id, tagName, textContent } = shellElement;
  const href = shellElement.getAttribute('href');
  if (id !== '') return (candidate) => candidate.id === id;
  return (candidate) =>
    candidate.tagName === tagName && candidate.getAttribute('href') === href && candidate.textContent === textContent;
}

/**
 * Follows the focus inside `root`'s shell until the app's first render replaces it, then gives the focus to the
 * screen's element that matches the one focused last (if the focus fell to the page's start meanwhile). Stops once
 * that is done, once something else took the focus, or after 10 seconds.
 */
export function keepShellFocus(root: HTMLElement): void {
  const shell = new Set(root.children);
  if (shell.size === 0) return;
  let focusedInShell: Element | null = root.contains(document.activeElement) ? document.activeElement : null;
  const follow = (event: FocusEvent) => {
    if (event.target instanceof Element && root.contains(event.target)) focusedInShell = event.target;
  };
  document.addEventListener('focusin', follow);
  const observer = new MutationObserver(() => {
    if ([...shell].some((element) => element.isConnected)) return;
    const focusedNow = document.activeElement;
    if (focusedInShell === null || (focusedNow !== null && focusedNow !== document.body)) return stop();
    const isSame = sameElementAs(focusedInShell);
    const replacement = [...root.querySelectorAll(focusedInShell.tagName)].find(isSame);
    if (replacement instanceof HTMLElement) {
      replacement.focus({ preventScroll: true });
      stop();
    }
  });
  const timeout = setTimeout(stop, 10_000);
  observer.observe(root, { childList: true, subtree: true });
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', follow);
    clearTimeout(timeout);
  }
}
