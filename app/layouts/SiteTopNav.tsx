import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { languagesForCountry } from '../../locales/languages';
import { TopNav } from '../../src/layout/TopNav';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { useLanguage } from '../hooks/useLanguage';
import { useRouteName } from '../hooks/useRouteName';
import { useStandalone } from '../hooks/useStandalone';
import { navSection } from '../rules/navSection';
import { showBackButton } from '../rules/showBackButton';
import { visitorCountry } from '../rules/visitorCountry';

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

export function SiteTopNav() {
  const settings = useSettings();
  const viewer = useViewer();
  const { language, changeLanguage } = useLanguage();
  const routeName = useRouteName();
  const standalone = useStandalone();
  const navigate = useNavigate();
  // No history on the server (server-rendered pages, README): no back button there, nor in the hydration that follows.
  const back = showBackButton({ standalone, historyLength: typeof window === 'undefined' ? 1 : window.history.length, routeName });

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
    />
  );
}
