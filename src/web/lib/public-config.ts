import { useEffect, useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { api, ok } from './api-client';

type PublicConfig = InferResponseType<typeof api.config.$get, 200>;

const askServer = () => ok(api.config.$get());

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
