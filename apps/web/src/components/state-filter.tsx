import { Link, useLocation } from 'react-router';

export const STATE_FILTER_TEXT = {
  kept: (labels: readonly string[]) => `상태: ${labels.join(', ')}`,
  showAll: '전체 보기',
};

/**
 * The states an administrator's list is kept to (`?state=`, as the dashboard links), and the way
 * back to every state: from page 1, the search kept.
 */
export function StateFilter({ labels }: { labels: readonly string[] }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('state');
  params.delete('p');
  const search = params.toString();
  return (
    <p className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <span>{STATE_FILTER_TEXT.kept(labels)}</span>
      <Link to={{ pathname: location.pathname, search: search ? `?${search}` : '' }}>
        {STATE_FILTER_TEXT.showAll}
      </Link>
    </p>
  );
}
