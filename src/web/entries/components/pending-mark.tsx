import { CloudUpload } from 'lucide-react';

/** The mark of an entry whose latest change is kept on this device until it reaches the server. */
export function PendingMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <CloudUpload aria-hidden size={14} />
      Waiting to sync
    </span>
  );
}
