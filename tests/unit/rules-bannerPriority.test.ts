import { describe, expect, it } from 'vitest';
import { bannersShown, pendingMenuTasks, type BannerKind } from '../../app/rules/bannerPriority';

const all = new Set<BannerKind>(['notifications_disabled', 'push', 'photo', 'time_bonus', 'activation']);

describe('bannersShown (SPEC §4 banners, one at a time on a phone)', () => {
  it('shows one banner on a phone: the most important one wanted', () => {
    expect(bannersShown({ wanted: all, phone: true, requested: null })).toEqual(['activation']);
    expect(bannersShown({ wanted: new Set(['push', 'photo', 'time_bonus']), phone: true, requested: null })).toEqual(['time_bonus']);
    expect(bannersShown({ wanted: new Set(['notifications_disabled', 'push', 'photo']), phone: true, requested: null })).toEqual(['photo']);
    expect(bannersShown({ wanted: new Set(['notifications_disabled', 'push']), phone: true, requested: null })).toEqual(['push']);
    expect(bannersShown({ wanted: new Set(['notifications_disabled']), phone: true, requested: null })).toEqual(['notifications_disabled']);
  });

  it('shows at most two on wider screens, by priority', () => {
    expect(bannersShown({ wanted: all, phone: false, requested: null })).toEqual(['activation', 'time_bonus']);
    expect(bannersShown({ wanted: new Set(['notifications_disabled', 'photo', 'push']), phone: false, requested: null })).toEqual(['photo', 'push']);
  });

  it('puts the welcome discount where the time bonus would be', () => {
    expect(bannersShown({ wanted: new Set(['welcome_bonus', 'photo']), phone: true, requested: null })).toEqual(['welcome_bonus']);
  });

  it('shows nothing when nothing is wanted', () => {
    expect(bannersShown({ wanted: new Set(), phone: true, requested: 'photo' })).toEqual([]);
  });

  it('shows a banner asked for from the account menu first, if its rule wants it', () => {
    expect(bannersShown({ wanted: all, phone: true, requested: 'push' })).toEqual(['push']);
    expect(bannersShown({ wanted: all, phone: false, requested: 'notifications_disabled' })).toEqual(['notifications_disabled', 'activation']);
    expect(bannersShown({ wanted: new Set(['photo']), phone: true, requested: 'push' })).toEqual(['photo']);
  });
});

describe('pendingMenuTasks', () => {
  it('lists the tasks no banner shows, in priority order', () => {
    expect(pendingMenuTasks(all, ['activation'])).toEqual(['photo', 'push', 'notifications_disabled']);
    expect(pendingMenuTasks(new Set(['push', 'photo']), ['photo'])).toEqual(['push']);
  });

  it('lists no entry for the bonus banners (the credits link is always there) nor for what is done', () => {
    expect(pendingMenuTasks(new Set(['time_bonus', 'welcome_bonus']), [])).toEqual([]);
    expect(pendingMenuTasks(new Set(), [])).toEqual([]);
  });
});
