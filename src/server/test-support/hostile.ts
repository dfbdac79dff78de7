import fc from 'fast-check';

/** Text that has broken servers before: bad dates, numbers as text, markup, SQL, odd unicode. */
const NASTY_TEXT = [
  '',
  ' ',
  '2026-02-30',
  '2026-13-01',
  '2025-02-29',
  '0000-00-00',
  '+002026-01-01',
  '2026-1-1',
  '2026-05-14T25:00:00Z',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE journal_entries; --',
  '\u0000',
  '\uD800',
  '\uFEFF',
  '\u202E',
  '👩‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  'a'.repeat(3000),
];

/** A hostile string short enough for a URL (Node refuses request heads over 16 KiB before we see them). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
);

/** Any JSON value, hostile at every level: wrong types, huge and odd text, NaN (null in JSON), nesting. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.constant('x'.repeat(200_000)),
    fc.integer(),
    fc.double(),
    fc.bigInt().map((n) => Number(n)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Arrays nested `depth` deep, as JSON text. */
const deeplyNested = fc.integer({ min: 100, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

/** A request body as sent on the wire: JSON of anything, broken JSON, deep nesting, or more than 1 MiB. */
export const hostileBody: fc.Arbitrary<string> = fc.oneof(
  hostileJson.map((value) => JSON.stringify(value) ?? 'undefined'),
  fc.string({ maxLength: 50 }),
  deeplyNested,
  deeplyNested.map((nested) => `{"content":{"answers":${nested}}}`),
  fc.constantFrom('{"rating": NaN}', '{"day": "2026-02-30"', '\uFEFF{}', '{"a":1,"a":2}', 'null', '[]', '""'),
  fc.constant(`{"notes":"${'a'.repeat(1024 * 1024)}"}`),
);

/** Every "a.b.c" path into a JSON object, for mutating one field at a time. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined) delete target[last];
  else target[last] = replacement;
  return copy;
}

/** A valid body with one field replaced by a hostile value or left out: the bugs hide near valid input. */
export function nearlyValid(valid: object): fc.Arbitrary<string> {
  const paths = pathsOf(valid);
  if (paths.length === 0) return hostileBody;
  return fc
    .tuple(fc.constantFrom(...paths), fc.oneof(hostileJson, fc.constant(undefined)))
    .map(([path, replacement]) => JSON.stringify(withValueAt(valid, path, replacement)));
}

/** A query string of hostile keys and values, mixed with the keys a route reads, sometimes repeated. */
export function hostileQuery(keys: readonly string[], valid: Record<string, string> = {}): fc.Arbitrary<string> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileText) : hostileText;
  const value = fc.oneof(hostileText, ...Object.values(valid).map((text) => fc.constant(text)));
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) => pairs.map(([name, text]) => `${urlEncode(name)}=${urlEncode(text)}`).join('&'));
}

/** encodeURIComponent for any string: a lone surrogate cannot go on the wire, so it becomes U+FFFD. */
export function urlEncode(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}
