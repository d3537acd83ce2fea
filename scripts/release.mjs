// `npm run release -- <remote> [--preview | --activate <version> | --rollback]`
//
// Builds one remote (and no other app) into its own immutable folder
// `<releases>/<remote>/<version>/` (DATA_DIR/releases, or RELEASES_DIR), records the release
// and makes it live. The version is the remote's package.json version plus the short commit,
// and a build counter when the working tree has changes. The embedded database has one owner:
// with a server running (http://localhost:$PORT, or RELEASE_SERVER) the release is recorded
// through its admin API, signing in with ADMIN_EMAIL / ADMIN_PASSWORD (and, when the admin has
// two-step sign-in, ADMIN_OTP or a code asked on the terminal); with none, in the database directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline/promises';
import { ROOT, log, pnpm } from './lib.mjs';
import { checkSkew, sharedVersions } from './release-skew.mjs';

const SERVER_DIR = path.join(ROOT, 'packages', 'server');
const require = createRequire(import.meta.url);

function fail(msg) {
  console.error(`\x1b[31m[souq] release: ${msg}\x1b[0m`);
  process.exit(1);
}

function parseArgs(argv) {
  const out = { remote: null, preview: false, activate: null, rollback: false };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--preview') out.preview = true;
    else if (a === '--rollback') out.rollback = true;
    else if (a === '--activate') out.activate = argv[++i] ?? fail('--activate needs a version');
    else if (!a.startsWith('--') && !out.remote) out.remote = a;
    else fail(`unknown argument "${a}"`);
  }
  if (!out.remote) fail('name the remote, e.g. npm run release -- mf-orders');
  return out;
}

/** The server side's view of the configuration (releases folder, port), read by its own loader. */
function serverCli(args) {
  const r = spawnSync('node', ['--import', 'tsx', 'src/releases-cli.ts', ...args], { cwd: SERVER_DIR, encoding: 'utf8', env: process.env });
  if (r.status !== 0) fail((r.stderr || r.stdout).trim().split('\n').pop() ?? 'the database step failed');
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();

/** `<package version>+<short commit>`, and `.<n>` (the next free build counter) when the tree has changes. */
function releaseVersion(folder, releasesDir) {
  const { version } = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
  const commit = git('rev-parse', '--short=7', 'HEAD');
  const base = `${version}+${commit}`;
  if (!git('status', '--porcelain')) return { version: base, commit };
  const dir = path.join(releasesDir, folder);
  const taken = existsSync(dir) ? readdirSync(dir) : [];
  let n = 1;
  while (taken.includes(`${base}.${n}`)) n += 1;
  return { version: `${base}.${n}`, commit };
}

/** The singletons the shell provides: its built manifest, else the versions installed for it. */
function shellShared(webRoot) {
  const built = path.join(webRoot, 'shell', 'dist', 'mf-manifest.json');
  if (existsSync(built)) return sharedVersions(JSON.parse(readFileSync(built, 'utf8')));
  const { SHARED_SINGLETONS, packageVersion } = require(path.join(ROOT, 'packages', 'mf-config', 'src', 'index.cjs'));
  const out = {};
  for (const pkg of SHARED_SINGLETONS) out[pkg.replace(/\/$/, '')] = packageVersion(pkg, path.join(ROOT, 'shell'));
  return out;
}

/** A code from the authenticator app, asked on the terminal (null when there is none to ask on). */
async function askOtp(email) {
  if (!process.stdin.isTTY) return null;
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(`[souq] release: ${email} has two-step sign-in; code from the authenticator app: `)).trim();
  } finally {
    rl.close();
  }
}

/** The running server's admin API, or null when none answers. */
async function serverApi(port) {
  const base = (process.env.RELEASE_SERVER ?? `http://localhost:${port}`).replace(/\/$/, '');
  /** One call; a connection the server closed meanwhile (the build takes minutes) is tried once more. */
  const send = async (method, p, body, token) => {
    const init = {
      method,
      headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    };
    const url = `${base}/api/v1${p}`;
    const res = await fetch(url, init).catch(() => fetch(url, init));
    return res.json();
  };
  const call = async (method, p, body, token) => {
    const json = await send(method, p, body, token);
    if (json.key !== 'success') fail(`${p}: ${json.msg}`);
    return json.data;
  };
  try {
    await fetch(`${base}/remotes.json`);
  } catch {
    return null;
  }
  const email = process.env.ADMIN_EMAIL ?? 'admin@souq.sa';
  const password = process.env.ADMIN_PASSWORD ?? 'Admin@12345';
  let otp = process.env.ADMIN_OTP;
  let login = await send('POST', '/admin/login', { email, password, ...(otp ? { otp } : {}) });
  if (login.key !== 'success' && login.data?.otp_required && !otp) {
    otp = await askOtp(email);
    if (!otp)
      fail(
        `/admin/login: ${email} has two-step sign-in: set ADMIN_OTP to a current code of its authenticator app (each code signs in once: a second command needs the next one)`,
      );
    login = await send('POST', '/admin/login', { email, password, otp });
  }
  if (login.key !== 'success') fail(`/admin/login: ${login.msg}${otp ? ' (ADMIN_OTP: a code signs in once; wait for the next one)' : ''}`);
  const { token } = login.data;
  log(`recording through the running server at ${base}`);
  return {
    register: (form) => call('POST', '/admin/releases', form, token),
    activate: (remote, version) => call('POST', '/admin/releases/activate', { remote, version }, token),
    rollback: (remote) => call('POST', '/admin/releases/rollback', { remote }, token),
  };
}

/** The same three steps on the database itself (no server runs). */
function databaseApi() {
  log('no server answers: recording in the database directly');
  return {
    register: (form) => serverCli(['register', JSON.stringify(form)]),
    activate: (remote, version) => serverCli(['activate', remote, version]),
    rollback: (remote) => serverCli(['rollback', remote]),
  };
}

const say = (summary) => log(`${summary.remote}: live ${summary.live ?? '(the build npm start made)'}`);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const folder = args.remote.replace(/_/g, '-');
  const name = folder.replace(/-/g, '_');
  if (!/^mf-[a-z-]+$/.test(folder) || !existsSync(path.join(ROOT, folder, 'package.json')) || folder === 'mf-config')
    fail(`"${args.remote}" is not a remote of this repository`);
  const where = serverCli(['where']);
  const api = (await serverApi(where.port)) ?? databaseApi();

  if (args.rollback) return say(await api.rollback(name));
  if (args.activate) return say(await api.activate(name, args.activate));

  const { version, commit } = releaseVersion(folder, where.releasesDir);
  const target = path.join(where.releasesDir, folder, version);
  if (existsSync(target)) fail(`${target} exists: a release is never rebuilt in place`);
  // Built beside its final place and moved in whole: a half-written release is never served.
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  log(`building ${folder} ${version} into ${target}`);
  const code = await pnpm(['--filter', folder, 'run', 'build'], { env: { SOUQ_OUTPUT_DIR: partial } });
  if (code !== 0) {
    rmSync(partial, { recursive: true, force: true });
    fail(`the build of ${folder} failed`);
  }
  const shared = sharedVersions(JSON.parse(readFileSync(path.join(partial, 'mf-manifest.json'), 'utf8')));
  const skew = checkSkew(shellShared(where.webRoot), shared);
  for (const w of skew.warnings) console.warn(`\x1b[33m[souq] release: warning: ${w}\x1b[0m`);
  if (skew.errors.length) {
    rmSync(partial, { recursive: true, force: true });
    fail(`refused, the shell cannot give this release its shared libraries:\n  ${skew.errors.join('\n  ')}`);
  }
  renameSync(partial, target);
  const summary = await api.register({
    remote: name,
    version,
    commit,
    built_at: new Date().toISOString(),
    shared,
    activate: !args.preview,
  });
  if (args.preview) log(`recorded ${version}; open the app with ?preview=${name}@${encodeURIComponent(version)} to try it in one tab`);
  say(summary);
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
