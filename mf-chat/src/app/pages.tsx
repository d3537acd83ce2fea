/**
 * Exposed as `./pages`: page name → component. The shell's router (from the `@souq/routes` manifest) renders them with
 * `<RemotePage remote="mf_chat" page="…" />`; params come from the shared router's useParams.
 */
import { lazy, type ComponentType } from 'react';
import type { PageOf } from '@souq/routes';
import '@/config/i18n';

/** Exactly the pages the route manifest gives to mf_chat (a missing or stray page fails to compile). */
export const pages: Record<PageOf<'mf_chat'>, ComponentType> = {
  allchatsView: lazy(() => import(/* webpackChunkName: "page-allchatsView" */ '@/features/chat/pages/allchats-view-page')),
  chatView: lazy(() => import(/* webpackChunkName: "page-chatView" */ '@/features/chat/pages/chat-view-page')),
};

export default pages;
