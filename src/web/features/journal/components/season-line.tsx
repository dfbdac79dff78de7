/** The game history's season line, above its cards: "12 games · 7 won, 2 drawn, 3 lost · 840 min played · ...". */
export function SeasonLine({ line }: { line: string }) {
  return (
    <section aria-label="Your season" className="flex flex-col gap-0.5 rounded-card bg-surface px-4 py-3 shadow-sm">
      <p className="text-sm font-semibold text-ink-soft">Past 12 months</p>
      <p className="font-semibold text-ink">{line}</p>
    </section>
  );
}
