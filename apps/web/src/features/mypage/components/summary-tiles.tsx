import { Link } from 'react-router';
import { MYPAGE_TEXT } from '../mypage-text';

export interface SummaryTile {
  label: string;
  to: string;
  /**
   * What the count says ('3건'): undefined while it is read, null when it could not be read, and
   * absent for a tile without one.
   */
  count?: string | null | undefined;
  hint?: string | undefined;
  icon: keyof typeof ICONS;
}

/** Line icons of the tiles, 24 px, in the tile's accent colour. */
const ICONS = {
  orders: 'M6 4h12l1 4H5l1-4Zm-1 4h14v11a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8Zm5 4h4',
  rentals:
    'M12 3v3m0 12v3M4 12h3m10 0h3M7 7l2 2m6 6 2 2m0-10-2 2m-6 6-2 2M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.7a1 1 0 0 0 1-.8L20 7H6.2M9 20h.01M17 20h.01',
  wish: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  inquiries: 'M5 5h14v10H9l-4 4V5Zm4 4h6m-6 3h4',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
} as const;

function TileIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      className="app-mypage-tile-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={ICONS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TileCount({ count }: { count: string | null | undefined }) {
  if (count === undefined)
    return (
      <span className="app-mypage-tile-count app-mypage-tile-count-pending">
        <span className="visually-hidden">{MYPAGE_TEXT.countLoading}</span>
      </span>
    );
  if (count === null)
    return (
      <span className="app-mypage-tile-count text-body-secondary">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{MYPAGE_TEXT.countMissing}</span>
      </span>
    );
  return <span className="app-mypage-tile-count">{count}</span>;
}

/**
 * The hub's tiles, each a link named by its label and count ('주문내역 3건'), with a hint under it
 * ('이용 중 1건').
 */
export function SummaryTiles({ tiles }: { tiles: SummaryTile[] }) {
  return (
    <ul className="app-mypage-tiles list-unstyled" aria-label={MYPAGE_TEXT.summary}>
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link to={tile.to} className="app-mypage-tile">
            <TileIcon name={tile.icon} />
            <span className="app-mypage-tile-label">{tile.label}</span>{' '}
            {'count' in tile && <TileCount count={tile.count} />}
            {tile.hint && (
              <>
                {' '}
                <span className="app-mypage-tile-hint">{tile.hint}</span>
              </>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
