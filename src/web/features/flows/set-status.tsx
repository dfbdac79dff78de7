import { Settings } from 'lucide-react';
import { paths } from '../../config/paths';
import { Button, ButtonLink } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';

/** What a flow shows instead of its questions while they load, when they fail, or when none is enabled. */
export function SetStatus({
  status,
  emptyMessage,
  onRetry,
}: {
  status: 'loading' | 'error' | 'empty';
  emptyMessage: string;
  onRetry: () => void;
}) {
  if (status === 'loading') {
    return <Skeleton label="Loading questions..." shape="form" />;
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-card bg-danger-soft p-4 text-danger">
        <p className="font-semibold">Error loading question. Please try again.</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm">
      <p className="text-ink">{emptyMessage}</p>
      <ButtonLink to={paths.settings} variant="secondary">
        <Settings aria-hidden size={20} /> Go to settings
      </ButtonLink>
    </div>
  );
}

/** The status of a question set query; `ready` when its items can be shown. */
export function setStatus(
  query: { data?: unknown; isError: boolean },
  enabledCount: number,
): 'loading' | 'error' | 'empty' | 'ready' {
  if (query.data === undefined) return query.isError ? 'error' : 'loading';
  return enabledCount === 0 ? 'empty' : 'ready';
}
