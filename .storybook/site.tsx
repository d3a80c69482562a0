import type { Decorator } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import styled from 'styled-components';
import { createI18n } from '../locales/i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../locales/languages';
import { allResources } from '../locales/resources';
import { NICHE_IDS, NICHE_SLUGS } from '../theme/niches';
import { ThemeProvider } from '../theme/ThemeProvider';

const resources = allResources();
const instances = new Map<Language, I18n>();

/** Strict i18n per locale: a key missing from the active language logs a console error (the matrix test fails on it). */
export function storyI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({
      language,
      resources,
      strict: true,
      onMissingKey: (lng, namespace, key) => console.error(`Missing translation key ${lng}:${namespace}:${key}`),
    });
    instances.set(language, instance);
  }
  return instance;
}

const NicheFrame = styled.section`
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
  padding: ${({ theme }) => theme.space[4]};
  & + & { border-top: 4px solid ${({ theme }) => theme.color.primary}; }
`;
const NicheLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font: ${({ theme }) => `${theme.font.weight.bold} ${theme.font.size.sm} ${theme.font.body}`};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Gives every story the theme and i18n the site uses, driven by the `niche` and `locale` toolbar globals. */
export const withSite: Decorator = (Story, context) => {
  const locale = isLanguage(context.globals.locale) ? context.globals.locale : DEFAULT_LANGUAGE;
  const niche = String(context.globals.niche ?? '1');
  const i18n = storyI18n(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;

  if (niche === 'all') {
    return (
      <I18nextProvider i18n={i18n}>
        {NICHE_IDS.map((id) => (
          <ThemeProvider key={id} niche={id} global={id === 1}>
            <NicheFrame aria-label={`Niche ${id}`}>
              <NicheLabel>
                Niche {id}
                {NICHE_SLUGS[id] ? ` · ${NICHE_SLUGS[id]}` : ''}
              </NicheLabel>
              <Story />
            </NicheFrame>
          </ThemeProvider>
        ))}
      </I18nextProvider>
    );
  }
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider niche={Number(niche)}>
        <Story />
      </ThemeProvider>
    </I18nextProvider>
  );
};
