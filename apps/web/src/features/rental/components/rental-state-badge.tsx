import Badge from 'react-bootstrap/Badge';
import { rentalTone } from '../rental-state';

/**
 * The rental state in its colour: 대여 대기 blue, 대여중 green, 연체 red, return states dark, 인수 완료
 * cyan, others orange.
 */
export function RentalStateBadge({ state }: { state: string }) {
  const tone = rentalTone(state);
  if (tone === 'orange') {
    // Bootstrap has the colour but no background class for it; dark text keeps the contrast.
    return (
      <Badge
        bg=""
        text="dark"
        className="rental-badge-orange"
        style={{ backgroundColor: 'var(--bs-orange)' }}
      >
        {state}
      </Badge>
    );
  }
  // Cyan is light: dark text keeps the contrast.
  if (tone === 'info') {
    return (
      <Badge bg="info" text="dark">
        {state}
      </Badge>
    );
  }
  return <Badge bg={tone}>{state}</Badge>;
}
