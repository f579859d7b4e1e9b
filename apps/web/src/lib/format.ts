/** '2개': a number of units (an order's quantity, a rental's). */
export const formatCount = (count: number): string => `${count}개`;

/** '90일': a number of days (a rental period, an extension). */
export const formatDays = (days: number): string => `${days}일`;

// Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact.
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** A business date as the API sends it: `yyMMdd` (rentals) or `YYYY-MM-DD` (a birth date). */
const YYMMDD = /^(\d{2})(\d{2})(\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A Korean wall-clock time without an offset, as the courier's tracking sends it. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

interface ShownParts {
  date: string;
  time: string | null;
}

function shownParts(value: string | Date): ShownParts | null {
  if (typeof value === 'string') {
    const short = YYMMDD.exec(value);
    if (short) return { date: `20${short[1]}.${short[2]}.${short[3]}`, time: null };
    const day = ISO_DATE.exec(value);
    if (day) return { date: `${day[1]}.${day[2]}.${day[3]}`, time: null };
    const wall = WALL_TIME.exec(value);
    if (wall) return { date: `${wall[1]}.${wall[2]}.${wall[3]}`, time: `${wall[4]}:${wall[5]}` };
  }
  // An instant (ISO 8601 with its offset, as insertDttm): the date and time in Korea.
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return null;
  const korea = new Date(instant.getTime() + KOREA_OFFSET_MS).toISOString();
  return {
    date: `${korea.slice(0, 4)}.${korea.slice(5, 7)}.${korea.slice(8, 10)}`,
    time: korea.slice(11, 16),
  };
}

/**
 * '2026.11.21': the one way a date is shown. Takes whatever the API sends for one: an instant
 * (`2026-11-21T14:05:00+09:00`), a rental's `yyMMdd`, a `YYYY-MM-DD` birth date or a courier's
 * `2026-11-21 14:05:00`; an empty or unreadable value is ''.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  return shownParts(value)?.date ?? '';
}

/** '2026.11.21 14:05' in Korea time; a value that is only a date ('261121') shows as one. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const parts = shownParts(value);
  if (!parts) return '';
  return parts.time === null ? parts.date : `${parts.date} ${parts.time}`;
}
