// Tests never reach a real remote: they register nothing and load marker modules.
const registered = [];
module.exports = {
  registerRemotes: (remotes) => registered.push(...remotes),
  loadRemote: async (id) => ({ __souqRemoteUnavailable: true, id, error: 'not available in tests' }),
  init: () => undefined,
  registerGlobalPlugins: () => undefined,
  __registered: registered,
};
