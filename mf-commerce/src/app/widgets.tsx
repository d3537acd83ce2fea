/** Exposed as `./widgets`: the home widgets this remote owns (name → component). */
import type { ComponentType } from 'react';
import { StoreCategories } from '@/features/store-categories/components/store-categories';
import { BestSellers } from '@/features/best-sellers/components/best-sellers';

export const widgets: Record<string, ComponentType> = { StoreCategories, BestSellers };

export default widgets;
