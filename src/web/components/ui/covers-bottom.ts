/** Marks a bar fixed or sticky at the foot of the screen (the tab bar, a flow's action bar): menus open clear of it. */
export const COVERS_BOTTOM = { 'data-covers-bottom': '' } as const;

/** Where the screen's free space ends: the top of the highest bar at its foot, else the viewport's bottom. */
export function freeBottom(): number {
  const bars = Array.from(document.querySelectorAll('[data-covers-bottom]'), (bar) => bar.getBoundingClientRect().top);
  return Math.min(window.innerHeight, ...bars);
}
