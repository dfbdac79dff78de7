/**
 * Numbers as `toLocaleString('en-US')` writes them ("1,840", "7.5", "0.67"), without Intl. A page's first use of Intl
 * loads the browser's ICU data: about 25 ms on the main thread of a fast machine, 100 ms on Lighthouse's phone, within
 * whatever render first formats a number (issue 36). The output is the same, character for character
 * (`number-format.test.ts` compares the two).
 *
 * The digits are those of the shortest decimal that reads back as `value` (what ICU formats too), rounded half away
 * from zero, grouped by thousands; at least `minimumFractionDigits` and at most `maximumFractionDigits` decimals
 * (0 and 3 by default, as in `toLocaleString`).
 */
export function formatNumber(
  value: number,
  minimumFractionDigits = 0,
  maximumFractionDigits = Math.max(minimumFractionDigits, 3),
): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [whole, fraction] = decimalDigits(Math.abs(value));
  let kept = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') kept = incremented(kept);
  const cut = kept.length - maximumFractionDigits;
  const integer = kept.slice(0, cut).replace(/^0+(?=\d)/, '') || '0';
  let decimals = kept.slice(cut);
  while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${decimals === '' ? '' : `.${decimals}`}`;
}

/** The whole and fraction digits of a finite, non-negative number's shortest decimal, never in exponent form. */
function decimalDigits(value: number): [string, string] {
  const [mantissa = '0', exponentText] = String(value).split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const digits = head + tail;
  const point = head.length + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** A string of decimal digits plus one in its last place ("0999" gives "1000", "99" gives "100"). */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}
