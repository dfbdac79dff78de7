// How search compares text: case and accents do not matter. Folding keeps the length of the text, code unit for code
// unit, so a match found in the folded text marks the same characters in the text the athlete reads.

/** Diacritics that folding removes (the Combining Diacritical Marks block: é, ü, ñ, ç, å, ệ ...). */
const DIACRITICS = /[\u0300-\u036f]/g;
/** A character beyond ASCII: text without one folds by lower case alone. */
const NOT_ASCII = /[\u0080-\uffff]/;

/** Folded code units, as they are met: at most one entry per code unit of the BMP. */
const foldedUnits = new Map<number, string>();

/** One code unit folded to one code unit: lower case, without diacritics; kept as it is when that needs more. */
function foldUnit(code: number): string {
  const cached = foldedUnits.get(code);
  if (cached !== undefined) return cached;
  const unit = String.fromCharCode(code);
  // A surrogate is half of a character (emoji, rarer CJK ideographs): compared as it is.
  let folded = unit;
  if (code < 0xd800 || code > 0xdfff) {
    const lower = unit.toLowerCase();
    const bare = lower.normalize('NFD').replace(DIACRITICS, '');
    if (bare.length === 1) folded = bare;
    else if (lower.length === 1) folded = lower;
    // Greek final sigma is the same letter as sigma.
    if (folded === 'ς') folded = 'σ';
  }
  foldedUnits.set(code, folded);
  return folded;
}

/**
 * Text as search compares it: composed (NFC, so "e" + a combining accent reads as "é"), without letter case and
 * without diacritics ("Très" -> "tres", "İstanbul" -> "istanbul"). The result has the length of `composeText(text)`,
 * each code unit standing for the one at the same index.
 */
export function foldText(text: string): string {
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  const composed = text.normalize('NFC');
  let folded = '';
  for (let index = 0; index < composed.length; index += 1) folded += foldUnit(composed.charCodeAt(index));
  return folded;
}

/** Text in the form search shows and folds (NFC): what a match's positions refer to. */
export function composeText(text: string): string {
  // ASCII text is composed already; skipping the call keeps search's snippets cheap.
  return NOT_ASCII.test(text) ? text.normalize('NFC') : text;
}
