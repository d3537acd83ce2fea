import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function souqSingletonGuardPlugin(): ModuleFederationRuntimePlugin;
