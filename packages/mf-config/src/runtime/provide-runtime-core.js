// Standalone harness pages only: in the real page the shell provides the federation
// runtime (experiments.provideExternalRuntime) and remotes read it from this global.
import * as runtimeCore from 'souq-mf-runtime-core';

const g = globalThis;
if (!g._FEDERATION_RUNTIME_CORE) {
  g._FEDERATION_RUNTIME_CORE = runtimeCore;
  g._FEDERATION_RUNTIME_CORE_FROM = { name: 'souq-harness', version: 'harness' };
}
