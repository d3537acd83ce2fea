import souqSingletonGuardPlugin from '@souq/mf-config/runtime/singleton-guard-plugin';

type ResolveShare = (args: Record<string, unknown>) => { resolver: () => unknown };
const resolveShare = souqSingletonGuardPlugin().resolveShare as unknown as ResolveShare;

const args = (required: string, version: string) => ({
  pkgName: 'react',
  version,
  shareInfo: { from: 'mf_orders', shareConfig: { singleton: true, requiredVersion: required } },
  resolver: () => ({ shared: { version } }),
});

describe('the shared singleton guard', () => {
  it('lets a remote run on the page copy of the same major, newer minor or not', () => {
    expect(resolveShare(args('^19.4.0', '19.3.1')).resolver()).toEqual({ shared: { version: '19.3.1' } });
    expect(resolveShare(args('^19.3.1', '19.3.1')).resolver()).toEqual({ shared: { version: '19.3.1' } });
  });

  it('refuses another major (for 0.x, another minor) instead of handing out a copy it was not built for', () => {
    expect(() => resolveShare(args('^20.0.0', '19.3.1')).resolver()).toThrow(/mf_orders needs react \^20\.0\.0; the page has 19\.3\.1/);
    expect(() => resolveShare(args('^0.2.0', '0.1.0')).resolver()).toThrow(/refused/);
  });
});
