/**
 * How the lines of a chart tell themselves apart: each has a colour, a dash pattern and a marker shape, so colour
 * is never the only signal. The colours keep at least 4.5:1 against white.
 */
const STYLES = [
  { colour: '#15803d', dash: undefined, marker: 'circle' },
  { colour: '#1d4ed8', dash: '6 3', marker: 'square' },
  { colour: '#b45309', dash: '2 3', marker: 'triangle' },
  { colour: '#7e22ce', dash: '8 3 2 3', marker: 'diamond' },
  { colour: '#be123c', dash: '4 4', marker: 'cross' },
] as const;

export type SeriesStyle = (typeof STYLES)[number];

/** The style of the `index`th line of a chart. */
export const seriesStyle = (index: number): SeriesStyle => STYLES[index % STYLES.length]!;

/** A line's marker at (x, y). */
export function Marker({ style, x, y }: { style: SeriesStyle; x: number; y: number }) {
  const size = 3.5;
  switch (style.marker) {
    case 'circle':
      return <circle cx={x} cy={y} r={size} fill={style.colour} />;
    case 'square':
      return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} fill={style.colour} />;
    case 'triangle':
      return (
        <path
          d={`M${x} ${y - size - 1}L${x + size + 1} ${y + size}L${x - size - 1} ${y + size}Z`}
          fill={style.colour}
        />
      );
    case 'diamond':
      return (
        <path
          d={`M${x} ${y - size - 1}L${x + size + 1} ${y}L${x} ${y + size + 1}L${x - size - 1} ${y}Z`}
          fill={style.colour}
        />
      );
    case 'cross':
      return (
        <path
          d={`M${x - size} ${y - size}L${x + size} ${y + size}M${x + size} ${y - size}L${x - size} ${y + size}`}
          stroke={style.colour}
          strokeWidth={2}
        />
      );
  }
}

/** The key of a chart's lines: each line's sample (colour, dash and marker) beside its name. */
export function SeriesLegend({ labels }: { labels: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
      {labels.map((label, index) => {
        const style = seriesStyle(index);
        return (
          <li key={label} className="flex items-center gap-1.5">
            <svg aria-hidden width={28} height={12} viewBox="0 0 28 12">
              <line x1={1} x2={27} y1={6} y2={6} stroke={style.colour} strokeWidth={2} strokeDasharray={style.dash} />
              <Marker style={style} x={14} y={6} />
            </svg>
            {label}
          </li>
        );
      })}
    </ul>
  );
}
