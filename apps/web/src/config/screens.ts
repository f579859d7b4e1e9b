import type { ComponentType } from 'react';
import type { RouteKey } from './paths';

/** A route's screen module, loaded when the route is first visited. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** Screen modules by route, for the router's `screens` map. */
export type ScreenModules = Partial<Record<RouteKey, LazyScreen>>;
