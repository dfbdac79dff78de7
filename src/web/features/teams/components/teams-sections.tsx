import type { ReactNode } from 'react';

/** The page's two sections, the teams' `list` and "Create a Team" with its form (the page's shell draws them too). */
export function TeamsSections({ list, newTeamForm }: { list: ReactNode; newTeamForm: ReactNode }) {
  return (
    <>
      <section aria-labelledby="your-teams" className="flex flex-col gap-3">
        <h2 id="your-teams" className="sr-only">
          Your Teams
        </h2>
        {list}
      </section>
      <section aria-labelledby="new-team" className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-sm">
        <h2 id="new-team" className="text-lg font-bold text-ink">
          Create a Team
        </h2>
        <p className="text-sm text-ink-soft">
          You will be its owner. Invite athletes and staff with a link from its page.
        </p>
        {newTeamForm}
      </section>
    </>
  );
}
