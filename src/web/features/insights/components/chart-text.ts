import { displayShortDay, type Day } from '../../../../domain/dates';
import { formatNumber } from '../../../../domain/number-format';

/** How a week is named in a chart's table: "Nov 23". */
export const weekLabel = (monday: Day): string => displayShortDay(monday);

/** A plotted value as the table shows it; a dash where the week has none. */
export const formatWeekValue = (value: number | null): string => (value === null ? '—' : formatNumber(value));
