/**
 * Standalone harness for one remote (`pnpm --filter mf-orders dev`): provides what the
 * shell normally provides (SouqProviders, a router, locale, a session) plus an index of the
 * remote's pages and widgets, a language toggle and a token field, so QA can test it alone.
 * Not shared through federation: only the harness entry of each remote bundles it.
 */
import { Suspense, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useParams } from 'react-router-dom';
import { sessionStore, useSession, type Visitor } from '@souq/auth';
import { currentLocale, initI18n, switchLocale } from '@souq/i18n';
import { useTranslation } from 'react-i18next';
import { type RemoteName, routesOf } from '@souq/routes';
import { HARNESS_NS } from './i18n';
import { Button, Card, EmptyState, Input, PageSkeleton, Segmented, Space, SouqProviders, Typography } from '@souq/ui';

export interface HarnessRoute {
  /** The exact route path used by the shell, e.g. `/providerOrderDetails/:id`. */
  path: string;
  page: string;
}

export interface HarnessOptions {
  /** Federation name, e.g. `mf_orders`: its routes come from the route manifest (`@souq/routes`). */
  name: RemoteName;
  pages: Record<string, ComponentType>;
  widgets?: Record<string, ComponentType>;
}

/** `/orderSteps/:id` → `/orderSteps/1` so every page is one click away. */
function samplePath(path: string) {
  return path.replace(/:[A-Za-z]+/g, (m) => (m === ':category' || m === ':text' ? 'demo' : '1'));
}

function SessionBar() {
  const { t } = useTranslation(HARNESS_NS);
  const token = useSession((s) => s.token);
  const visitor = useSession((s) => s.visitor);
  const [draft, setDraft] = useState(token ?? '');
  const [kind, setKind] = useState<Visitor>(visitor ?? 'user');
  return (
    <Space wrap align="center">
      <Button onClick={() => switchLocale(currentLocale() === 'ar' ? 'en' : 'ar')}>{t('language')}</Button>
      <Segmented<Visitor>
        aria-label={t('visitor')}
        value={kind}
        onChange={setKind}
        options={[
          { label: t('user'), value: 'user' },
          { label: t('provider'), value: 'provider' },
        ]}
      />
      <Input
        aria-label={t('token')}
        placeholder={t('token')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        style={{ inlineSize: 260 }}
      />
      <Button type="primary" disabled={!draft} onClick={() => sessionStore.getState().signIn({ token: draft, visitor: kind })}>
        {t('signIn')}
      </Button>
      <Button onClick={() => sessionStore.getState().signOut()}>{t('signOut')}</Button>
      <Typography.Text type="secondary">{token && visitor ? t('signedInAs', { visitor: t(visitor) }) : t('guest')}</Typography.Text>
    </Space>
  );
}

function HarnessLayout({ name }: { name: string }) {
  const { t } = useTranslation(HARNESS_NS);
  return (
    <div>
      <header className="souq-container" style={{ paddingBlock: 16, display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
        <Link to="/">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('title', { name })}
          </Typography.Title>
        </Link>
        <SessionBar />
      </header>
      <main>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function HarnessIndex({ routes, widgets }: { routes: HarnessRoute[]; widgets: string[] }) {
  const { t } = useTranslation(HARNESS_NS);
  return (
    <div className="souq-container" style={{ display: 'grid', gap: 16 }}>
      <Card title={t('pages')}>
        <ul>
          {routes.map((r) => (
            <li key={r.path}>
              <Link to={samplePath(r.path)}>{r.page}</Link> <Typography.Text type="secondary">{r.path}</Typography.Text>
            </li>
          ))}
        </ul>
      </Card>
      {widgets.length ? (
        <Card title={t('widgets')}>
          <ul>
            {widgets.map((w) => (
              <li key={w}>
                <Link to={`/__widgets/${w}`}>{w}</Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

function WidgetPage({ widgets }: { widgets: Record<string, ComponentType> }) {
  const { t } = useTranslation(HARNESS_NS);
  const { widget = '' } = useParams();
  const Widget = widgets[widget];
  return <div className="souq-container">{Widget ? <Widget /> : <EmptyState message={t('missingWidget')} />}</div>;
}

export function createHarnessRouter({ name, pages, widgets = {} }: HarnessOptions) {
  const routes: HarnessRoute[] = routesOf(name);
  return createBrowserRouter([
    {
      element: <HarnessLayout name={name} />,
      children: [
        { path: '/', element: <HarnessIndex routes={routes} widgets={Object.keys(widgets)} /> },
        { path: '/__widgets/:widget', element: <WidgetPage widgets={widgets} /> },
        ...routes.map((r) => {
          const Page = pages[r.page];
          return { path: r.path, element: Page ? <Page /> : <EmptyState /> };
        }),
      ],
    },
  ]);
}

/** Mounts the harness into #root. */
export function mountHarness(options: HarnessOptions) {
  initI18n();
  const router = createHarnessRouter(options);
  const el = document.getElementById('root');
  if (!el) return;
  createRoot(el).render(
    <SouqProviders>
      <RouterProvider router={router} />
    </SouqProviders>,
  );
}
