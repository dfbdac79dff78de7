import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CHART } from './chart-geometry';

/** The numbers a chart plots, as the table "Show Data" reveals: one row per week (or answer), one column per value. */
export interface ChartTable {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

/**
 * A chart as everyone can read it: an SVG image named by its summary, an optional legend, and a "Show Data" toggle
 * that reveals a real table of the plotted numbers. The drawing keeps its proportions at every width, so its
 * height is known before it is drawn (no layout shift when the data arrive).
 */
export function ChartFrame({
  label,
  table,
  legend,
  height = CHART.height,
  children,
}: {
  label: string;
  table: ChartTable;
  legend?: ReactNode;
  height?: number;
  children: ReactNode;
}) {
  return (
    <figure className="flex flex-col gap-2">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${CHART.width} ${height}`}
        className="h-auto w-full overflow-visible font-sans"
      >
        {children}
      </svg>
      {legend}
      <ChartData table={table} />
    </figure>
  );
}

/** The "Show Data" toggle of a chart (or of a set of small charts) and the table of its numbers that it reveals. */
export function ChartData({ table }: { table: ChartTable }) {
  const [showData, setShowData] = useState(false);
  const tableId = useId();
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-11 self-start px-4 text-sm"
        aria-expanded={showData}
        aria-controls={tableId}
        onClick={() => setShowData((shown) => !shown)}
      >
        {showData ? 'Hide Data' : 'Show Data'}
      </Button>
      {/* A region that takes focus: its table scrolls, and a keyboard must be able to scroll it. */}
      <div
        id={tableId}
        hidden={!showData}
        role="region"
        aria-label={table.caption}
        tabIndex={showData ? 0 : -1}
        className="max-h-80 overflow-auto rounded-xl border border-line"
      >
        {showData && (
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{table.caption}</caption>
            <thead className="sticky top-0 bg-canvas">
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold text-ink">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key} className="border-t border-line">
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap text-ink">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-3 py-1.5 text-ink tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}
