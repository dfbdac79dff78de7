import { formatNumber } from '../number-format.js';

/** How many entries a search found: "1 entry", "12 entries", or 'No entries match "hamstring"'. */
export function searchCountText(total: number, query: string): string {
  if (total === 0) return `No entries match "${query.trim()}"`;
  return `${formatNumber(total)} ${total === 1 ? 'entry' : 'entries'}`;
}
