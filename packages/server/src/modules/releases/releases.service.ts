/**
 * Releases of each remote: record one whose files are in place (`<releasesDir>/<folder>/<version>/`),
 * switch the live one, roll back to the one live before, and the live mapping the page's
 * `/remotes.json` is built from. The database has one owner, the running server: the mapping is
 * kept in memory and dropped on every switch made here. A switch by an admin is audited.
 * Registering a release prunes the remote's old ones (records and folders), keeping the last
 * KEEP_RELEASES, the live one and the previous live one.
 */
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteReleases } from '@souq/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import type { AuditInput } from '../admin/admin.repository';
import { REMOTE_APPS } from '@souq/routes/remotes';
import { findRemote, RELEASE_VERSION, type RemoteEntry, releaseManifestUrl } from './remotes';
import type { ReleaseRow, ReleasesRepository } from './releases.repository';

/** Who switches: an admin through the API, or nobody (the command line, with no server running). */
export interface ReleaseActor {
  adminId: number;
  ip: string | null;
}

export interface RegisterRelease {
  remote: string;
  version: string;
  commit: string;
  built_at: string;
  shared: Record<string, string>;
  activate: boolean;
}

export interface ReleasesServiceDeps {
  db: Db;
  repo: ReleasesRepository;
  releasesDir: string;
  now: () => Date;
  audit?: (tx: Db, e: AuditInput) => Promise<void>;
}

const iso = (d: Date) => d.toISOString();

/** Releases of each remote kept when a new one is registered (besides the live and the previous live one). */
export const KEEP_RELEASES = 5;

const dto = (r: ReleaseRow) => ({
  id: r.id,
  remote: r.remote,
  version: r.version,
  commit: r.commit,
  built_at: iso(r.builtAt),
  shared: r.shared,
  manifest_url: r.manifestUrl,
  created_at: iso(r.createdAt),
});

async function isFile(p: string) {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

export function createReleasesService(deps: ReleasesServiceDeps) {
  const { repo } = deps;
  const inTx = <T>(fn: (tx: Db) => Promise<T>): Promise<T> => deps.db.transaction((x) => fn(x as unknown as Db));
  let liveCache: Promise<Record<string, string>> | null = null;

  const remoteOf = (name: string): RemoteEntry => {
    const remote = findRemote(name);
    if (!remote) throw fail('release.unknown_remote');
    return remote;
  };

  async function summary(remote: RemoteEntry): Promise<RemoteReleases> {
    const [releases, switches] = await Promise.all([repo.releases(remote.name), repo.switches(remote.name)]);
    return {
      remote: remote.name,
      live: switches[0]?.version ?? null,
      releases: releases.map(dto),
      switches: switches.map((s) => ({
        version: s.version,
        action: s.s.action === 'rollback' ? 'rollback' : 'activate',
        admin: s.s.adminId === null ? null : { id: s.s.adminId, name: s.adminName ?? '' },
        created_at: iso(s.s.createdAt),
      })),
    };
  }

  /** `release` null: back to the build the server started with. */
  async function switchTo(actor: ReleaseActor | null, remote: RemoteEntry, release: ReleaseRow | null, action: 'activate' | 'rollback') {
    const before = (await repo.switches(remote.name, 1))[0]?.version ?? null;
    await inTx(async (tx) => {
      const at = deps.now();
      await repo.addSwitch(tx, { remote: remote.name, releaseId: release?.id ?? null, action, adminId: actor?.adminId ?? null, at });
      if (actor && deps.audit)
        await deps.audit(tx, {
          adminId: actor.adminId,
          ip: actor.ip,
          at,
          action: `release.${action}`,
          targetType: 'release',
          targetId: release?.id ?? null,
          before: { remote: remote.name, version: before },
          after: { remote: remote.name, version: release?.version ?? null },
        });
    });
    liveCache = null;
  }

  /**
   * Old releases go when a new one is registered: a remote keeps its last KEEP_RELEASES, the
   * live one and the one live before it (what a rollback goes to), whatever their age. Records
   * first, then folders: a folder is never removed while a record still names it.
   */
  async function prune(remote: RemoteEntry) {
    const [releases, switches] = await Promise.all([repo.releases(remote.name), repo.switches(remote.name)]);
    const [current] = switches;
    const previous = current ? switches.find((s) => s.s.releaseId !== current.s.releaseId) : undefined;
    const keep = new Set<number | null>([current?.s.releaseId ?? null, previous?.s.releaseId ?? null]);
    for (const r of releases.slice(0, KEEP_RELEASES)) keep.add(r.id);
    const gone = releases.filter((r) => !keep.has(r.id));
    if (gone.length === 0) return;
    await inTx((tx) =>
      repo.remove(
        tx,
        gone.map((r) => r.id),
      ),
    );
    const base = path.resolve(deps.releasesDir, remote.folder);
    for (const r of gone) {
      const dir = path.resolve(base, r.version);
      // Versions were checked on the way in; a folder outside the remote's is never touched.
      if (RELEASE_VERSION.test(r.version) && path.dirname(dir) === base) await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    list: () => Promise.all(REMOTE_APPS.map(summary)),

    /** Records a release built into the releases folder and, unless it is a preview, makes it live. */
    async register(actor: ReleaseActor | null, form: RegisterRelease): Promise<RemoteReleases> {
      const remote = remoteOf(form.remote);
      if (!RELEASE_VERSION.test(form.version)) throw fail('release.not_found');
      if (!(await isFile(path.join(deps.releasesDir, remote.folder, form.version, 'mf-manifest.json'))))
        throw fail('release.files_missing');
      let release = await repo.find(remote.name, form.version);
      if (release && release.commit !== form.commit) throw fail('release.exists');
      const added = !release;
      if (!release) {
        release = await inTx(async (tx) => {
          const saved = await repo.insert(tx, {
            remote: remote.name,
            version: form.version,
            commit: form.commit,
            builtAt: new Date(form.built_at),
            shared: form.shared,
            manifestUrl: releaseManifestUrl(remote, form.version),
            createdAt: deps.now(),
          });
          if (actor && deps.audit)
            await deps.audit(tx, {
              adminId: actor.adminId,
              ip: actor.ip,
              at: deps.now(),
              action: 'release.register',
              targetType: 'release',
              targetId: saved.id,
              after: { remote: remote.name, version: form.version, commit: form.commit },
            });
          return saved;
        });
      }
      if (form.activate) await switchTo(actor, remote, release, 'activate');
      if (added) await prune(remote);
      return summary(remote);
    },

    async activate(actor: ReleaseActor | null, name: string, version: string): Promise<RemoteReleases> {
      const remote = remoteOf(name);
      const release = await repo.find(remote.name, version);
      if (!release) throw fail('release.not_found');
      await switchTo(actor, remote, release, 'activate');
      return summary(remote);
    },

    /** Back to the release that was live before the current one (before the first: the start-up build). */
    async rollback(actor: ReleaseActor | null, name: string): Promise<RemoteReleases> {
      const remote = remoteOf(name);
      const [current, ...earlier] = await repo.switches(remote.name);
      if (!current) throw fail('release.nothing_to_roll_back');
      const previous = earlier.find((s) => s.s.releaseId !== current.s.releaseId);
      if (!previous && current.s.releaseId === null) throw fail('release.nothing_to_roll_back');
      const release = previous?.version ? await repo.find(remote.name, previous.version) : null;
      await switchTo(actor, remote, release, 'rollback');
      return summary(remote);
    },

    /** Federation name → manifest URL of each remote that has a live release. */
    live(): Promise<Record<string, string>> {
      if (!liveCache) {
        liveCache = repo.live().then((rows) => Object.fromEntries(rows.flatMap((r) => (r.manifestUrl ? [[r.remote, r.manifestUrl]] : []))));
        liveCache.catch(() => {
          liveCache = null;
        });
      }
      return liveCache;
    },

    /** The manifest URL of a recorded release (a tab's preview), or null. */
    async manifestOf(name: string, version: string): Promise<string | null> {
      const remote = findRemote(name);
      if (!remote || !RELEASE_VERSION.test(version)) return null;
      return (await repo.find(remote.name, version))?.manifestUrl ?? null;
    },
  };
}

export type ReleasesService = ReturnType<typeof createReleasesService>;
