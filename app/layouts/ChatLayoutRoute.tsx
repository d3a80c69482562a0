import { Outlet } from 'react-router-dom';
import { ChatLayout } from '../../src/layout/ChatLayout';
import { PageProgress } from './PageProgress';
import { SiteOverlays } from './SiteOverlays';

/** SPEC §2 chat layout: bare; the entry warning only for NL and DE. */
export function ChatLayoutRoute() {
  return (
    <ChatLayout overlays={<SiteOverlays layout="chat" />} progress={<PageProgress />}>
      <Outlet />
    </ChatLayout>
  );
}
