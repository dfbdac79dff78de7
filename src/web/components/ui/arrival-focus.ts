// Where focus goes when a screen appears. The first screen of a visit leaves it where the browser puts it; every
// screen after, reached within the app, takes it to its heading, so a screen reader says where the athlete is and
// the keyboard starts from the top of the new screen.
let firstScreenShown = false;

/**
 * Focuses `heading` once the screen it heads has appeared, unless this is the visit's first screen or something on
 * the screen already took focus (a field, a dialog): that choice was the screen's own.
 */
export function focusOnArrival(heading: HTMLElement | null): void {
  if (!firstScreenShown) {
    firstScreenShown = true;
    return;
  }
  requestAnimationFrame(() => {
    const focused = document.activeElement;
    if (focused === null || focused === document.body) heading?.focus({ preventScroll: true });
  });
}
