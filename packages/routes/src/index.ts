export {
  manifest,
  routeNames,
  routesOf,
  REMOTES,
  type PageOf,
  type RemoteName,
  type Route,
  type RouteEntry,
  type RouteLogin,
  type RouteName,
  type RouteOwner,
  type TitleKey,
} from './manifest';
export { paths, type Paths, type RouteLink } from './paths';
export { ROUTES_NS } from './namespace';
export { RETURN_TO_PARAM, safeReturnTo, withReturnTo } from './return-to';
