export interface FakeSweetTracker {
  url: string;
  apiKey: string;
  calls: { method: string; url: string; params: Record<string, string> }[];
  close(): Promise<void>;
}

export function startFakeSweetTracker(options?: {
  port?: number;
  host?: string;
  apiKey?: string;
}): Promise<FakeSweetTracker>;
