// A child process that times HTTP requests for a test: started with fork(), it is sent one request at a time and
// answers with its status and the milliseconds to the answer's last byte. The server under test runs in the test's
// own process, whose work after answering (a SQLite write, an SMTP session) would otherwise hold up the reading of
// the answer and be counted in its time; from here it counts as it would for a client on another machine.
import { Agent, request } from 'node:http';

// One connection kept open for every request: a new connection per request would add its set-up, and the noise of
// accepting it on a busy machine, to every time.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

process.on('message', ({ url, headers, body }) => {
  const started = performance.now();
  const outgoing = request(
    url,
    { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, agent },
    (response) => {
      response.resume();
      response.on('end', () => process.send({ status: response.statusCode, elapsed: performance.now() - started }));
    },
  );
  outgoing.on('error', (error) => process.send({ error: error.message }));
  outgoing.end(body);
});
