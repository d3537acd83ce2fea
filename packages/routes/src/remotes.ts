/**
 * Every remote, once: its federation name, the URL segment its files are served under
 * (`/mf/<segment>/`), and its folder in the repository. The route manifest, the shell, the
 * server's static files and the scripts that build and measure the apps all read this list
 * (Node scripts read this file's text: scripts/lib.mjs).
 */
export const REMOTE_APPS = [
  { name: 'mf_catalog', segment: 'catalog', folder: 'mf-catalog' },
  { name: 'mf_orders', segment: 'orders', folder: 'mf-orders' },
  { name: 'mf_commerce', segment: 'commerce', folder: 'mf-commerce' },
  { name: 'mf_chat', segment: 'chat', folder: 'mf-chat' },
  { name: 'mf_provider_admin', segment: 'provider-admin', folder: 'mf-provider-admin' },
  { name: 'mf_admin', segment: 'admin', folder: 'mf-admin' },
] as const;

export type RemoteApp = (typeof REMOTE_APPS)[number];
export type RemoteName = RemoteApp['name'];
export const REMOTES: readonly RemoteName[] = REMOTE_APPS.map((r) => r.name);
