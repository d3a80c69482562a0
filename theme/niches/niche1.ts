import type { DeepPartial, Theme } from '../base';

/**
 * Niche 1, the default site (no slug): the base theme as it is, SPEC §9's primary blue, secondary yellow,
 * success green and dark navy, with the unread-messages colour equal to the secondary.
 */
export const niche1 = {
  name: 'niche1',
} satisfies DeepPartial<Theme>;
