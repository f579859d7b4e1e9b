import Badge from 'react-bootstrap/Badge';

/** Payment grey, delivery blue, received green, return yellow, cancel red. */
function colourOf(state: string): { bg: string; text?: 'dark' } {
  if (state.startsWith('RV')) return { bg: 'success' };
  if (state.startsWith('RT')) return { bg: 'warning', text: 'dark' };
  if (state.startsWith('C')) return { bg: 'danger' };
  if (state.startsWith('D')) return { bg: 'info', text: 'dark' };
  return { bg: 'secondary' };
}

export function StateBadge({ state, name }: { state: string; name: string }) {
  const { bg, text } = colourOf(state);
  return (
    <Badge bg={bg} text={text}>
      {name}
    </Badge>
  );
}
