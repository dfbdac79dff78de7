import { useEffect, useState } from 'react';
import type { hc, InferResponseType } from 'hono/client';
import type { ApiType } from '../../server/app';
import { apiFetch } from './api';

/** The route's own answer type: only a type, so the sign-in page (the entry script) holds no typed client's code. */
type PublicConfig = InferResponseType<ReturnType<typeof hc<ApiType>>['config']['$get'], 200>;

const askServer = () => apiFetch<PublicConfig>('/config');

/** The one ask of this page; a failed ask counts as no setting, as it always has. */
let asked: Promise<PublicConfig | undefined> | undefined;

/**
 * The server's settings for the web app before sign-in (the care link, whether it sends email), asked once a page:
 * they change only when the server restarts. The public pages read them without the query library, which only the
 * signed-in screens load (decision 034): a new athlete's first visit to sign-up should not pay 27 KB for one setting.
 */
export function usePublicConfig(): { data?: PublicConfig; isPending: boolean } {
  const [answer, setAnswer] = useState<{ data?: PublicConfig }>();
  useEffect(() => {
    let current = true;
    asked ??= askServer().catch(() => undefined);
    void asked.then((data) => current && setAnswer({ data }));
    return () => {
      current = false;
    };
  }, []);
  return { data: answer?.data, isPending: answer === undefined };
}
