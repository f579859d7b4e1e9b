import { createHash } from 'node:crypto';
import type { TrackingResult } from '@store/contract';

/** Courier names by SweetTracker code, for when the shop has not registered the courier. */
export const COURIER_NAMES: Record<string, string> = {
  '01': '우체국택배',
  '04': 'CJ대한통운',
  '05': '한진택배',
  '06': '로젠택배',
  '08': '롯데택배',
  '11': '일양로지스',
  '12': 'EMS',
  '13': 'DHL',
  '14': 'UPS',
  '20': '한덱스',
  '21': 'FedEx',
  '22': '대신택배',
  '23': '경동택배',
  '24': 'GS Postbox 택배',
  '26': 'USPS',
  '32': '합동택배',
  '46': 'CU 편의점택배',
};

/** SweetTracker's code for an invoice number or courier code it does not know. */
const UNKNOWN_INVOICE = '104';

export class TrackingUnavailableError extends Error {
  constructor(
    message: string,
    /** SweetTracker answered that it knows no such parcel: the caller's input, not a fault. */
    readonly unknownParcel = false,
  ) {
    super(message);
    this.name = 'TrackingUnavailableError';
  }
}

export interface Tracker {
  readonly kind: 'sweettracker' | 'demo';
  track(code: string, invoice: string): Promise<TrackingResult>;
}

interface SweetTrackerDetail {
  kind?: string;
  timeString?: string;
  where?: string;
  telno?: string;
  level?: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** SweetTracker's tracking API, called by the server so the key never reaches a browser. */
export function createSweetTracker(options: { apiBase: string; apiKey: string }): Tracker {
  return {
    kind: 'sweettracker',
    async track(code, invoice) {
      let body: Record<string, unknown>;
      try {
        const response = await fetch(`${options.apiBase}/api/v1/trackingInfo`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ t_key: options.apiKey, t_code: code, t_invoice: invoice }),
          signal: AbortSignal.timeout(8000),
        });
        body = (await response.json()) as Record<string, unknown>;
      } catch (error) {
        throw new TrackingUnavailableError(`SweetTracker unreachable: ${(error as Error).message}`);
      }
      // Errors come as { status: false, code, msg }, often with HTTP 200.
      if (body.status === false) {
        throw new TrackingUnavailableError(
          `SweetTracker ${text(body.code)}: ${text(body.msg)}`,
          text(body.code) === UNKNOWN_INVOICE,
        );
      }
      const details = Array.isArray(body.trackingDetails)
        ? (body.trackingDetails as SweetTrackerDetail[])
        : [];
      const level = typeof body.level === 'number' ? body.level : 0;
      return {
        courierName: COURIER_NAMES[code] ?? code,
        trackingNumber: text(body.invoiceNo) || invoice,
        complete: body.complete === true || body.completeYN === 'Y' || level === 6,
        level,
        trackingDetails: details.map((detail) => ({
          kind: text(detail.kind),
          timeString: text(detail.timeString),
          where: text(detail.where),
          telno: text(detail.telno),
          level: typeof detail.level === 'number' ? detail.level : 0,
        })),
      };
    },
  };
}

const DEMO_STEPS = [
  { kind: '집화처리', where: '서울 강남 집배점', level: 2 },
  { kind: '간선상차', where: '곤지암 허브', level: 3 },
  { kind: '간선하차', where: '대전 허브', level: 3 },
  { kind: '배달지 도착', where: '분당 판교 대리점', level: 4 },
  { kind: '배달출발', where: '분당 판교 대리점', level: 5 },
  { kind: '배달완료', where: '분당 판교 대리점', level: 6 },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const koreaTimeString = (instant: Date): string => {
  const k = new Date(instant.getTime() + 9 * 3600 * 1000);
  return `${k.getUTCFullYear()}-${pad(k.getUTCMonth() + 1)}-${pad(k.getUTCDate())} ${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}:${pad(k.getUTCSeconds())}`;
};

/** Without a key: plausible events that depend only on the invoice, so a page reload agrees. */
export function createDemoTracker(now: () => Date = () => new Date()): Tracker {
  return {
    kind: 'demo',
    async track(code, invoice) {
      const digest = createHash('sha256').update(`${code}:${invoice}`).digest();
      const steps = 2 + (digest[0]! % (DEMO_STEPS.length - 1));
      const start = now().getTime() - (steps + 1) * 5 * 3600 * 1000;
      const details = DEMO_STEPS.slice(0, steps).map((step, index) => ({
        ...step,
        timeString: koreaTimeString(
          new Date(start + index * 5 * 3600 * 1000 + (digest[index + 1]! % 50) * 60_000),
        ),
        telno: '1588-1255',
      }));
      const level = details.at(-1)?.level ?? 0;
      return {
        courierName: COURIER_NAMES[code] ?? code,
        trackingNumber: invoice,
        complete: level === 6,
        level,
        trackingDetails: details,
      };
    },
  };
}
