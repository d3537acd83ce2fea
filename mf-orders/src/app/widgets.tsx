/** Exposed as `./widgets`: the home widgets this remote owns (name → component). */
import type { ComponentType } from 'react';
import { ProviderHome } from '@/features/provider-home/components/provider-home';
import { withLiveOrders } from '@/lib/use-live-orders';

export const widgets: Record<string, ComponentType> = { ProviderHome: withLiveOrders(ProviderHome) };

export default widgets;
