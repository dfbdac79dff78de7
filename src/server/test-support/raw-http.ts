import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Stream the body in chunks without a Content-Length, as a client hiding its size would. */
  chunked?: boolean;
  /** The client address to connect from (any 127.x.y.z works on Linux loopback). */
  localAddress?: string;
}

/**
 * One request on its own connection, closed afterwards. For what fetch cannot do: choose the client
 * address, omit Content-Length, or send a body the server may refuse half-read without poisoning the
 * shared keep-alive pool other requests use.
 */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const { method = 'GET', headers = {}, body, chunked = false, localAddress } = options;
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request(url, { method, headers, agent: false, localAddress }, (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on('error', reject);
    });
    // The server may answer and close before it has read the whole body: a write error then is no
    // failure as long as the answer arrives (it is already in the socket's buffer).
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') setTimeout(() => answered || reject(error), 1000);
      else reject(error);
    });
    if (body === undefined) {
      outgoing.end();
    } else if (chunked) {
      for (let start = 0; start < body.length; start += 64 * 1024) outgoing.write(body.slice(start, start + 64 * 1024));
      outgoing.end();
    } else {
      outgoing.setHeader('content-length', Buffer.byteLength(body));
      outgoing.end(body);
    }
  });
}
