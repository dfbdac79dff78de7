// Memory figures of a live process, from /proc/<pid>/status (Linux), for the benchmarks and the fault checks.
import { readFileSync } from 'node:fs';

/**
 * One `/proc/<pid>/status` field given in kB (VmRSS: resident now, VmHWM: peak resident) in bytes, or null when it
 * cannot be read.
 *
 * @param {number | undefined} pid
 * @param {'VmRSS' | 'VmHWM'} field
 * @returns {number | null}
 */
export function processMemory(pid, field) {
  if (pid === undefined) return null;
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
