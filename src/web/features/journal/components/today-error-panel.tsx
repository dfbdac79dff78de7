import { useId, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { hardReload, reloadPage, resetAllAppData, resetJournalData } from '../utils/today-reload';

/** Shown when the server answered with an error and nothing is cached: who is signed in, and four ways out. */
export function TodayErrorPanel({ email }: { email: string | null }) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);

  async function reset(action: () => Promise<boolean>) {
    setBusy(true);
    // On success the page reloads; stay disabled until it does.
    if (!(await action())) setBusy(false);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-danger/30 bg-danger-soft p-4"
    >
      <h2 id={headingId} className="text-lg font-bold text-danger">
        Could not load your journal
      </h2>
      <p role="alert" className="text-ink">
        There was a problem loading your journal entries. Please try refreshing the page.
      </p>
      {email ? (
        <p className="text-sm break-all text-ink-soft">Signed in as {email}</p>
      ) : (
        <p className="text-sm text-ink-soft">
          You are not signed in.{' '}
          <Link to={paths.signIn} className="font-semibold text-brand underline">
            Sign in
          </Link>{' '}
          to see your journal.
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Button onClick={reloadPage} disabled={busy}>
          Refresh Page
        </Button>
        <Button variant="secondary" onClick={() => reset(resetJournalData)} disabled={busy}>
          Reset Journal Data Only
        </Button>
        <Button variant="secondary" onClick={() => void hardReload()} disabled={busy}>
          Force Hard Reload
        </Button>
        <Button variant="danger" onClick={() => reset(resetAllAppData)} disabled={busy}>
          Reset All App Data
        </Button>
      </div>
    </section>
  );
}
