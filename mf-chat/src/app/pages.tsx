/**
 * Exposed as `./pages`: page name → component. The shell's route table renders them with
 * `<RemotePage remote="mf_chat" page="…" />`; params come from the shared router's useParams.
 */
import { lazy, type ComponentType } from 'react';
import '@/config/i18n';

export const pages: Record<string, ComponentType> = {
  allchatsView: lazy(() => import('@/features/chat-rooms/pages/allchats-view-page')),
  chatView: lazy(() => import('@/features/chat-room/pages/chat-view-page')),
};

export default pages;
