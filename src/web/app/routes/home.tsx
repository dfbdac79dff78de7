import { useEffect, useState } from 'react';
import { BookOpen, HeartPulse, Settings } from 'lucide-react';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { useAuth } from '../../features/auth/auth-context';
import { apiFetch } from '../../lib/api';
import { paths } from '../paths';

interface PublicConfig {
  careUrl: string | null;
}

/** Home: the logo, sign-in and sign-up for visitors, the journal, the care link and settings. */
export function Component() {
  const { isAuthenticated, isLoading } = useAuth();
  const [careUrl, setCareUrl] = useState<string | null>(null);

  useEffect(() => {
    apiFetch<PublicConfig>('/config')
      .then((config) => setCareUrl(config.careUrl))
      .catch(() => setCareUrl(null));
  }, []);

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-6 pt-16 pb-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <img src="/favicon.svg" alt="" width={88} height={88} className="rounded-3xl shadow-md" />
        <h1 className="text-4xl font-black tracking-tight">Touchline</h1>
        <p className="text-ink-soft">Your private athlete journal.</p>
      </div>
      <nav aria-label="Main" className="mt-12 flex flex-col gap-3">
        {!isLoading && !isAuthenticated && (
          <div className="grid grid-cols-2 gap-3">
            <ButtonLink to={paths.signIn}>Sign In</ButtonLink>
            <ButtonLink to={paths.signUp} variant="secondary">
              Sign Up
            </ButtonLink>
          </div>
        )}
        <ButtonLink to={paths.journal} variant="secondary" className="justify-start">
          <BookOpen aria-hidden size={20} /> Your Journal
        </ButtonLink>
        {careUrl && (
          <a
            href={careUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'justify-start')}
          >
            <HeartPulse aria-hidden size={20} /> Find Care
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
        <ButtonLink to={paths.settings} variant="secondary" className="justify-start">
          <Settings aria-hidden size={20} /> Settings
        </ButtonLink>
      </nav>
    </div>
  );
}
