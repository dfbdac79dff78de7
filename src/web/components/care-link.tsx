import { useEffect, useState } from 'react';
import { HeartPulse } from 'lucide-react';
import { apiFetch } from '../lib/api';
import { buttonClass } from './ui/button';

interface PublicConfig {
  careUrl: string | null;
}

/** "Find Care": the care provider's site set by the server's CARE_URL, in a new tab; nothing when none is set. */
export function CareLink() {
  const [careUrl, setCareUrl] = useState<string | null>(null);

  useEffect(() => {
    apiFetch<PublicConfig>('/config')
      .then((config) => setCareUrl(config.careUrl))
      .catch(() => setCareUrl(null));
  }, []);

  if (!careUrl) return null;
  return (
    <a href={careUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'justify-start')}>
      <HeartPulse aria-hidden size={20} /> Find Care
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
