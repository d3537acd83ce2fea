/// <reference types="jest" />
/**
 * The check each remote's `src/app/pages.test.tsx` makes: read the remote's real Module
 * Federation options (`webpack.config.cjs` → `createAppConfig({ name, exposes })`), load the
 * module it exposes as `./pages`, and compare its page names with the manifest's entries owned
 * by that remote. A page added to the manifest but not exposed (or the reverse) fails here.
 */
import path from 'node:path';
import type { ComponentType } from 'react';
import { REMOTES, type RemoteName, routesOf } from './manifest';

export interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
}

/** The options a remote's webpack.config.cjs passes to `createAppConfig`. */
export function readFederationOptions(remoteDir: string): FederationOptions {
  let options: FederationOptions | undefined;
  jest.isolateModules(() => {
    jest.doMock('@souq/mf-config', () => ({ createAppConfig: (o: FederationOptions) => o }));
    options = require(path.join(remoteDir, 'webpack.config.cjs')) as FederationOptions;
  });
  if (!options) throw new Error(`no federation options in ${remoteDir}/webpack.config.cjs`);
  return options;
}

/** The page names the manifest routes to `remote` (a page may serve several paths). */
export function manifestPagesOf(remote: RemoteName): string[] {
  return [...new Set(routesOf(remote).map((r) => r.page as string))].sort();
}

/** The remote exposes `./pages`, and that module's map holds exactly the manifest's pages. */
export function expectExposesManifestPages(remoteDir: string): void {
  const { name, exposes = {} } = readFederationOptions(remoteDir);
  expect(REMOTES).toContain(name);
  const expected = manifestPagesOf(name as RemoteName);
  expect(expected.length).toBeGreaterThan(0);
  expect(Object.keys(exposes)).toContain('./pages');
  const mod = require(path.join(remoteDir, exposes['./pages'])) as {
    pages?: Record<string, ComponentType>;
    default?: Record<string, ComponentType>;
  };
  const pages = mod.pages ?? mod.default ?? {};
  expect(Object.keys(pages).sort()).toEqual(expected);
  for (const page of expected) expect(pages[page]).toBeTruthy();
}
