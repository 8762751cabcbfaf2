import { localeOf } from '@umrah/graphql';
import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requestLocale } from '../../http/locale.js';

export const contentResolvers: Resolvers = {
  Query: {
    tripContent: (_p, { trip, locale }, { services, req }) => services.content.get(trip ?? undefined, localeOf(locale) ?? requestLocale(req)),
    privacyNotice: (_p, { locale }, { services, req }) => services.content.privacy(localeOf(locale) ?? requestLocale(req)),
  },
};
