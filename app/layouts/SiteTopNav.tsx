import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { languagesForCountry } from '../../locales/languages';
import { TopNav, type TopNavProps } from '../../src/layout/TopNav';
import { usePush } from '../data/push';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { useLanguage } from '../hooks/useLanguage';
import { useRouteName } from '../hooks/useRouteName';
import { useStandalone } from '../hooks/useStandalone';
import { navSection } from '../rules/navSection';
import { showBackButton } from '../rules/showBackButton';
import { visitorCountry } from '../rules/visitorCountry';
import { useBannerMenu } from './BannerSlot';

const NAV_HREFS = {
  members: pathFor('members'),
  chats: pathFor('chats'),
  likes: pathFor('likes'),
  credits: pathFor('credits'),
  premium: pathFor('premium'),
  profile: pathFor('profile'),
  settings: pathFor('settings'),
  login: pathFor('login'),
};

/**
 * The account menu's way to what no banner shows now (app/rules/bannerPriority.ts): the photo and notification
 * settings are pages; push is turned on at once where the browser lets it, its alert brought forward meanwhile (it
 * explains a refusal); the activation reminder comes back as its alert, which carries the address and "send again".
 */
function useMenuTasks(): NonNullable<TopNavProps['tasks']> {
  const { tasks, request } = useBannerMenu();
  const push = usePush();
  return tasks.map((task) => {
    switch (task) {
      case 'photo':
        return { task, href: NAV_HREFS.profile };
      case 'notifications_disabled':
        return { task, href: pathFor('notifications') };
      case 'push':
        // Its alert comes forward (with its state and, when refused, how to allow it) while the browser asks.
        return {
          task,
          onSelect: () => {
            request('push');
            if (push.subscription !== 'denied') void push.enable();
          },
        };
      case 'activation':
        return { task, onSelect: () => request('activation') };
    }
  });
}

export function SiteTopNav() {
  const settings = useSettings();
  const viewer = useViewer();
  const { language, changeLanguage } = useLanguage();
  const routeName = useRouteName();
  const standalone = useStandalone();
  const navigate = useNavigate();
  // No history on the server (server-rendered pages, README): no back button there, nor in the hydration that follows.
  const back = showBackButton({ standalone, historyLength: typeof window === 'undefined' ? 1 : window.history.length, routeName });
  const tasks = useMenuTasks();

  return (
    <TopNav
      siteName={settings.name}
      homeHref={pathFor('index')}
      user={viewer.user}
      unreadMessages={viewer.unreadMessages}
      newLikes={viewer.newLikes}
      language={language}
      languages={languagesForCountry(visitorCountry(settings))}
      onLanguageChange={(next) => {
        changeLanguage(next).catch((error: unknown) => console.error('The language could not be saved', error));
      }}
      hrefs={NAV_HREFS}
      onLogout={() => {
        void viewer.logout().finally(() => navigate(pathFor('index')));
      }}
      showBack={back}
      onBack={() => void navigate(-1)}
      current={navSection(routeName)}
      tasks={tasks}
    />
  );
}
