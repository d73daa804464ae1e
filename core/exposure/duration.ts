/**
 * Durations are entered and shown as hh:mm: two digits, a colon, two digits (the same rule as a chemical
 * approval's estimated use length), and stored as minutes.
 */

const HH_MM = /^(\d{2}):(\d{2})$/;

/** Minutes of "01:30", or null when the text is not hh:mm with minutes below 60. */
export function parseDuration(text: string): number | null {
  const match = HH_MM.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  return hours * 60 + minutes;
}

/** "01:30" for 90; hours may pass 99 for totals ("125:05"). */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
