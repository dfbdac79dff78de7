// Recognises another app's export by its content (never its name) and reads it whole: Day One's zip or JSON,
// Daylio's CSV, Strava's activities.csv. Runs in the import's worker thread, as the Touchline export's reading does.
import { parse } from 'csv-parse/sync';
import type { OtherAppSource } from '../../../../domain/imports.js';
import { isDaylioHeader, readDaylio } from './daylio.js';
import { isDayOneJournal, isZip, journalsOfZip, readDayOne } from './day-one.js';
import { RowRefused, type OtherAppRead } from './other-app-file.js';
import { isStravaHeader, readStrava } from './strava.js';

/** Rows a CSV may hold: more than years of daily moods or activities, few enough to read in a few seconds. */
export const MAX_ROWS = 100_000;

const NOTHING_IMPORTED = 'Nothing was imported.';

function refused(source: OtherAppSource, error: unknown): OtherAppRead {
  if (!(error instanceof RowRefused)) throw error;
  return { source, refusal: `${error.message} ${NOTHING_IMPORTED}` };
}

/** The file's rows when it is a CSV of Daylio's or Strava's (by its header), else null. */
function csvOf(text: string): { source: OtherAppSource; rows: string[][] } | null {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0).replace(/^\uFEFF/, '');
  let header: string[];
  try {
    header = (parse(firstLine, { relax_quotes: true }) as string[][])[0] ?? [];
  } catch {
    return null;
  }
  const source = isDaylioHeader(header) ? 'Daylio' : isStravaHeader(header) ? 'Strava' : null;
  if (!source) return null;
  try {
    const rows = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: MAX_ROWS + 2,
    }) as string[][];
    if (rows.length > MAX_ROWS + 1)
      throw new RowRefused(`The file holds more than ${MAX_ROWS.toLocaleString('en-US')} rows.`);
    return { source, rows };
  } catch (error) {
    if (error instanceof RowRefused) throw error;
    // csv-parse says where: "Invalid Closing Quote: ... at line 4".
    const line = /line (\d+)/.exec(String(error))?.[1];
    throw new RowRefused(`${line ? `Row ${line}` : 'The file'}: the CSV is damaged (a quote is not closed).`);
  }
}

/**
 * Reads `bytes` as one of the other apps' exports: its entries, or why nothing can be imported; null when it is none
 * of them (the import then reads it as a Touchline export). `timeZone` places Strava's UTC times on the athlete's
 * days, and a Day One entry without a zone of its own.
 */
export function readOtherApp(bytes: Uint8Array, timeZone: string): OtherAppRead | null {
  if (isZip(bytes)) {
    try {
      const read = readDayOne(journalsOfZip(bytes), timeZone);
      return { source: 'Day One', ...read };
    } catch (error) {
      return refused('Day One', error);
    }
  }
  const text = new TextDecoder().decode(bytes);
  const start = text.trimStart().replace(/^\uFEFF/, '')[0];
  if (start === '{') {
    // A Touchline export is parsed once, by its own reader: only a file naming Day One's `metadata` is parsed here.
    if (!text.includes('"metadata"')) return null;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isDayOneJournal(json)) return null;
    try {
      return { source: 'Day One', ...readDayOne([json], timeZone) };
    } catch (error) {
      return refused('Day One', error);
    }
  }
  let csv: ReturnType<typeof csvOf>;
  try {
    csv = csvOf(text);
  } catch (error) {
    return refused(/^\uFEFF?"?Activity ID/.test(text) ? 'Strava' : 'Daylio', error);
  }
  if (!csv) return null;
  const { source, rows } = csv;
  try {
    const entries = source === 'Daylio' ? readDaylio(rows) : readStrava(rows, timeZone);
    return { source, entries, photos: 0, empty: 0 };
  } catch (error) {
    return refused(source, error);
  }
}
