/** Exposed as `./widgets`: the home widgets this remote owns (name → component). */
import type { ComponentType } from 'react';
import { Banner } from '@/features/banner/components/banner';
import { ServiceCategories } from '@/features/service-categories/components/service-categories';
import { Partners } from '@/features/partners/components/partners';

export const widgets: Record<string, ComponentType> = { Banner, ServiceCategories, Partners };

export default widgets;
