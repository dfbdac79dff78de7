// What a screen shows while its data loads: grey blocks in the shape of what will replace them, so nothing jumps when
// it comes, and the loading words for screen readers (the same words tests and the specification use).

/**
 * The shape of what loads: entry `cards`, list `rows`, list rows of a title and a line below it (`titled-rows`, as a
 * team's), a `form`'s questions, a whole `screen` (header and cards), two `buttons` side by side, or `none` when what
 * loads is already on screen in its place (the calendar's grid).
 */
export type SkeletonShape = 'cards' | 'rows' | 'titled-rows' | 'form' | 'screen' | 'buttons' | 'none';

const DEFAULT_COUNT: Record<SkeletonShape, number> = {
  cards: 3,
  rows: 3,
  'titled-rows': 3,
  form: 2,
  screen: 3,
  buttons: 2,
  none: 0,
};

const Bar = ({ className }: { className: string }) => <div className={`rounded bg-line ${className}`} />;

/** An entry card's place: its title, then two lines (about 100 px, a folded card's height). */
const Card = () => (
  <div className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-sm">
    <Bar className="h-5 w-2/5" />
    <Bar className="h-4 w-4/5" />
    <Bar className="h-4 w-3/5" />
  </div>
);

function blocks(shape: SkeletonShape, count: number) {
  const each = <T,>(make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));
  switch (shape) {
    case 'cards':
      return each((index) => <Card key={index} />);
    case 'rows':
      return each((index) => (
        <div
          key={index}
          className="flex min-h-14 items-center justify-between gap-3 rounded-card bg-surface px-4 shadow-sm"
        >
          <Bar className="h-4 w-1/3" />
          <Bar className="h-6 w-10" />
        </div>
      ));
    case 'titled-rows':
      // A large title's line (28 px) over a small one's (20 px), as the rows they stand for.
      return each((index) => (
        <div key={index} className="flex min-h-16 flex-col justify-center rounded-card bg-surface px-4 py-3 shadow-sm">
          <div className="flex h-7 items-center">
            <Bar className="h-5 w-2/5" />
          </div>
          <div className="flex h-5 items-center">
            <Bar className="h-3.5 w-1/3" />
          </div>
        </div>
      ));
    case 'form':
      return each((index) => (
        <div key={index} className="flex flex-col gap-1.5">
          <Bar className="h-4 w-2/3" />
          <Bar className="h-24 rounded-xl" />
        </div>
      ));
    case 'screen':
      return [
        <Bar key="title" className="mt-2 h-8 w-1/2" />,
        <Bar key="line" className="h-5 w-1/3" />,
        ...each((index) => <Card key={index} />),
      ];
    case 'buttons':
      return [
        <div key="buttons" className="grid grid-cols-2 gap-3">
          {each((index) => (
            <Bar key={index} className="h-12 rounded-xl" />
          ))}
        </div>,
      ];
    case 'none':
      return [];
  }
}

/**
 * Loading, shown as grey blocks in the final layout of what loads (`shape`, `count` of them), and said to screen
 * readers by `label` in a status region (visually hidden). The blocks shimmer unless the athlete asked for reduced
 * motion. `className` places the whole (a screen's `min-h-dvh`, spacing).
 */
export function Skeleton({
  label,
  shape,
  count = DEFAULT_COUNT[shape],
  className = '',
}: {
  label: string;
  shape: SkeletonShape;
  count?: number;
  className?: string;
}) {
  const shown = blocks(shape, count);
  const layout = shape === 'screen' ? 'mx-auto min-h-dvh w-full max-w-md px-4 pt-4' : '';
  return (
    <div className={`flex flex-col gap-3 ${layout} ${className}`.trim()}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {shown.length > 0 && (
        <div aria-hidden="true" className="flex flex-col gap-3 motion-safe:animate-pulse">
          {shown}
        </div>
      )}
    </div>
  );
}
