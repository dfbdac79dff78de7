/**
 * Where focus goes when the card holding `from` is about to leave its list (`[data-card-list]`): the next card's
 * control (`[data-card-focus]`), else the previous card's, else the list's heading (its `aria-labelledby`) or the
 * page's. Never the top of the page, where a keyboard or screen-reader user would lose their place.
 */
export function focusNeighbourCard(from: HTMLElement): void {
  const card = from.closest('[data-card]');
  const list = card?.closest('[data-card-list]');
  if (!card || !list) return;
  const cards = Array.from(list.querySelectorAll('[data-card]'));
  const at = cards.indexOf(card);
  const neighbour = cards[at + 1] ?? cards[at - 1];
  const labelledBy = list.getAttribute('aria-labelledby');
  const target =
    neighbour?.querySelector<HTMLElement>('[data-card-focus]') ??
    (labelledBy ? document.getElementById(labelledBy) : null) ??
    document.querySelector<HTMLElement>('h1[tabindex]');
  // After the menu has returned focus to its own button, which leaves with the card.
  setTimeout(() => target?.focus());
}
