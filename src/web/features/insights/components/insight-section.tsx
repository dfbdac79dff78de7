import { useId, type ReactNode } from 'react';

/** One section of the Insights screen: its heading, its one plain summary, then its chart or figures. */
export function InsightSection({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {summary}
      {children}
    </section>
  );
}

/** A section's summary sentence. */
export function Summary({ children }: { children: ReactNode }) {
  return <p className="text-base text-ink">{children}</p>;
}

/** A figure with its name and what it means: "Monotony 1.8", then one line of explanation. */
export function Figure({ name, value, meaning }: { name: string; value: string; meaning: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm font-semibold text-ink-soft">{name}</dt>
      <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
      <dd className="text-sm text-ink-soft">{meaning}</dd>
    </div>
  );
}
