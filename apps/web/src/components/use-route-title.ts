import { useMatches } from 'react-router';

/** What a route may declare in `handle`. */
export interface RouteHandle {
  title?: string;
  /** The route table's `refusesMembers`: the back-office screen answers a member itself. */
  refusesMembers?: true;
}

/** The title of the screen shown: the deepest route's `handle.title` (the route table's). */
export function useRouteTitle(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast((value) => value !== undefined);
}
