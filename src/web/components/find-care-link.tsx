import { HeartPulse } from 'lucide-react';
import { usePublicConfig } from '../lib/public-config';
import { buttonClass } from './ui/button';

/** The care provider's site set by the server's CARE_URL, in a new tab; nothing when none is set. */
export function FindCareLink() {
  const careUrl = usePublicConfig().data?.careUrl;
  if (!careUrl) return null;
  return (
    <a href={careUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'justify-start')}>
      <HeartPulse aria-hidden size={20} /> Find Care
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
