import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { manifest, paths, routeNames } from '@souq/routes';
import { RemotePage } from '@/features/remotes/components/remote-area';
import { appRoutes } from './route-table';
import type { RouteHandle } from './route-guard';
import { buildRouteObjects } from './router';

const sample = (path: string) => path.replace(/:[A-Za-z]+/g, '7');

describe('the shell router follows the route manifest', () => {
  const objects = buildRouteObjects();

  it.each(routeNames.filter((n) => n !== 'notFound'))('%s: path, login and title', (name) => {
    const route = manifest[name];
    const match = matchRoutes(objects, sample(route.path))?.at(-1);
    // react-router matches case-insensitively: /FavView lands on /favView, the same page.
    expect(match?.route.path?.toLowerCase()).toBe(route.path.toLowerCase());
    expect(match?.route.handle as RouteHandle).toEqual({
      titleKey: route.title ? `routes:${route.title}` : undefined,
      requiresAuth: route.login !== false,
    });
  });

  it('renders each remote page from its owner remote', () => {
    for (const name of routeNames) {
      const route = manifest[name];
      if (route.owner === 'shell') continue;
      const element = appRoutes.find((r) => r.path === route.path)?.element;
      expect(isValidElement(element) && element.type === RemotePage && element.props).toEqual({ remote: route.owner, page: route.page });
    }
  });

  it('sends unknown paths to the not-found page', () => {
    expect(matchRoutes(objects, '/no-such-page')?.at(-1)?.route.path).toBe('*');
  });

  it('builds links from the manifest paths, encoding parameters', () => {
    expect(paths.providerProfile.getHref({ id: 12 })).toBe('/providerProfile/12');
    expect(paths.providersView.getHref({ id: 3, category: 'تصميم', text: 'a/b' })).toBe(
      `/providersView/3/${encodeURIComponent('تصميم')}/${encodeURIComponent('a/b')}`,
    );
    expect(paths.FavView.getHref()).toBe('/FavView');
  });
});
