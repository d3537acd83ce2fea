/** The release's check of shared singleton versions against the shell (scripts/release-skew.mjs). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkSkew, sharedVersions } from '../../../../scripts/release-skew.mjs';

const shell = { react: '19.3.1', zustand: '5.1.0', '@souq/ui': '0.1.0' };

describe('release skew check', () => {
  it('reads the shared versions of a federation manifest, subpaths folded', () => {
    const manifest = {
      shared: [
        { name: 'react', version: '19.3.1' },
        { name: 'react/', version: '19.3.1' },
        { name: 'zustand', version: '5.1.0' },
      ],
    };
    assert.deepEqual(sharedVersions(manifest), { react: '19.3.1', zustand: '5.1.0' });
  });

  it('passes the same versions and older minors silently', () => {
    assert.deepEqual(checkSkew(shell, { react: '19.3.1', zustand: '5.0.2' }), { errors: [], warnings: [] });
  });

  it('warns about a newer minor', () => {
    const r = checkSkew(shell, { react: '19.4.0' });
    assert.equal(r.errors.length, 0);
    assert.match(r.warnings[0], /react: the release is built with 19\.4\.0, newer than the shell's 19\.3\.1/);
  });

  it('refuses another major, and another minor of a 0.x package', () => {
    const r = checkSkew(shell, { react: '20.0.0', '@souq/ui': '0.2.0' });
    assert.equal(r.errors.length, 2);
    assert.match(r.errors[0], /react: .*20\.0\.0.*19\.3\.1 \(another major version\)/);
  });
});
