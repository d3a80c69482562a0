import { DEFAULT_LANGUAGE, LOCALE_COOKIE, type Language } from '../../contract/constants';
import { sharedPlugin } from '../http/plugin';
import { requestLanguage } from './request-language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers are written in (error messages, the HTML `lang`). English until resolved. */
    language: Language;
  }
}

/** Resolves `request.language`; registered after the sites plugin, whose hook sets `request.site`. */
export const languagePlugin = sharedPlugin('language', async (app) => {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request.cookies?.[LOCALE_COOKIE], request.site?.settings.domain_language);
  });
});
