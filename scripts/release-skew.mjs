// Version skew of the shared singletons between a remote's release and the shell that will
// load it. A singleton has one copy on the page, the shell's: a remote that needs another major
// would run on code it was not built for (or, with a strict check, load a second React), so
// the release is refused; a newer minor runs on the shell's older one, so it only warns.

const parse = (v) => {
  const m = /(\d+)\.(\d+)\.(\d+)/.exec(String(v ?? ''));
  return m ? { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) } : null;
};

/** Caret compatibility: the same major, or for 0.x the same minor. */
const sameLine = (a, b) => a.major === b.major && (a.major !== 0 || a.minor === b.minor);

/** `{ name: version }` of the shared modules a federation manifest lists (subpath entries folded). */
export function sharedVersions(manifest) {
  const out = {};
  for (const s of manifest?.shared ?? []) {
    const name = String(s.name ?? '').replace(/\/$/, '');
    if (name && s.version) out[name] = String(s.version);
  }
  return out;
}

/**
 * What the remote's singletons need against what the shell provides:
 * `errors` (another major: refuse) and `warnings` (a newer minor or patch than the shell's).
 */
export function checkSkew(shell, remote) {
  const errors = [];
  const warnings = [];
  for (const [name, version] of Object.entries(remote)) {
    const provided = shell[name];
    const need = parse(version);
    const have = parse(provided);
    if (!provided || !need || !have) continue;
    if (!sameLine(need, have)) {
      errors.push(`${name}: the release is built with ${version}, the shell provides ${provided} (another major version)`);
    } else if (need.minor > have.minor || (need.minor === have.minor && need.patch > have.patch)) {
      warnings.push(`${name}: the release is built with ${version}, newer than the shell's ${provided}; it will run on ${provided}`);
    }
  }
  return { errors, warnings };
}
