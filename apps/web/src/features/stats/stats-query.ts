import type { StatsPeriod } from '@store/contract';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { StatsPeriodQuery } from './api/get-stats';

/** `from` and `to` of the address, as the statistics call takes them (missing when empty). */
export function useStatsPeriodQuery(): StatsPeriodQuery {
  const [searchParams] = useSearchParams();
  const day = (name: string) => searchParams.get(name)?.trim() || undefined;
  return { from: day('from'), to: day('to') };
}

/**
 * Asks for another period: both days in the address at once (a new history entry, so back returns
 * to the period before), the other parameters kept.
 */
export function useChangeStatsPeriod(): (period: StatsPeriod) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return ({ from, to }) => {
    const params = new URLSearchParams(location.search);
    params.set('from', from);
    params.set('to', to);
    void navigate({ pathname: location.pathname, search: `?${params.toString()}` });
  };
}
