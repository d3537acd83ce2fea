/**
 * Typed link builders over the manifest: `paths.providerProfile.getHref({ id: 7 })` →
 * `/providerProfile/7`. Parameters are named by the path (react-router's `PathParam`) and
 * URL-encoded by react-router's `generatePath`; a missing one fails to compile.
 */
import { generatePath, type PathParam } from 'react-router-dom';
import { manifest, type Route, type RouteName, routeNames } from './manifest';

type Params<P extends string> = { [K in PathParam<P>]: string | number };
type HrefArgs<P extends string> = [PathParam<P>] extends [never] ? [] : [params: Params<P>];

export interface RouteLink<P extends string> {
  readonly path: P;
  getHref(...args: HrefArgs<P>): string;
}

export type Paths = { readonly [N in RouteName]: RouteLink<Route<N>['path']> };

function link<P extends string>(path: P): RouteLink<P> {
  return {
    path,
    getHref: (...args: HrefArgs<P>) => {
      const [params] = args as unknown as [Record<string, string | number> | undefined];
      if (!params) return path;
      return generatePath(path as string, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
    },
  };
}

export const paths = Object.fromEntries(routeNames.map((name) => [name, link(manifest[name].path)])) as unknown as Paths;
