import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ApiError } from '@/lib/api-client';

export interface LoadFailureProps {
  error: unknown;
  /** What is said when the figures could not be read ('대시보드를 불러오지 못했습니다. …'). */
  failedText: string;
  /** The retry button's label. */
  retryLabel: string;
  onRetry: () => void;
}

/**
 * A screen's figures that could not be read: a refusal (not an administrator) says the server's
 * reason; anything else says so and offers another try. A 401 is the session's to handle.
 */
export function LoadFailure({ error, failedText, retryLabel, onRetry }: LoadFailureProps) {
  const refused =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">{refused ? error.message : failedText}</span>
      {!refused && (
        <Button variant="outline-secondary" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}
