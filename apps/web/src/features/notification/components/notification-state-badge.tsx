import Badge from 'react-bootstrap/Badge';

const TONES: Readonly<Record<string, string>> = {
  SENT: 'success',
  PENDING: 'secondary',
  FAILED: 'danger',
};

/** A message's state in its colour: 발송 완료 green, 발송 대기 grey, 발송 실패 red. */
export function NotificationStateBadge({ state, name }: { state: string; name: string }) {
  return <Badge bg={TONES[state] ?? 'secondary'}>{name}</Badge>;
}

/** Whether a message's tries are worth showing: it failed, or it is waiting after a failed try. */
export const hasTried = (item: { state: string; attempts: number }): boolean =>
  item.state === 'FAILED' || (item.state === 'PENDING' && item.attempts > 0);
