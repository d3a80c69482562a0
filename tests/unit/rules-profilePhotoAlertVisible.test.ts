import { describe, expect, it } from 'vitest';
import { profilePhotoAlertVisible, type ProfilePhotoAlertInput } from '../../app/rules/profilePhotoAlertVisible';

const withoutPhoto: ProfilePhotoAlertInput = { user: { profile: { main_image: null } }, routeName: 'members', dismissedAt: null };
const mainImage = { filename: '/media/photos/7/full', thumb_filename: '/media/photos/7/thumb', status: 'pending' as const, match: 'photos/7/thumb' };

describe('profilePhotoAlertVisible (SPEC §4 profile-photo alert)', () => {
  it('shows to a member whose profile has no main image', () => {
    expect(profilePhotoAlertVisible(withoutPhoto)).toBe(true);
    expect(profilePhotoAlertVisible({ ...withoutPhoto, routeName: 'index' })).toBe(true);
    expect(profilePhotoAlertVisible({ ...withoutPhoto, routeName: 'chats' })).toBe(true);
    expect(profilePhotoAlertVisible({ ...withoutPhoto, routeName: null })).toBe(true);
  });

  it('is not shown with a main image, whatever its status', () => {
    expect(profilePhotoAlertVisible({ ...withoutPhoto, user: { profile: { main_image: mainImage } } })).toBe(false);
    expect(profilePhotoAlertVisible({ ...withoutPhoto, user: { profile: { main_image: { ...mainImage, status: 'active' } } } })).toBe(false);
  });

  it('is not shown to visitors', () => {
    expect(profilePhotoAlertVisible({ ...withoutPhoto, user: null })).toBe(false);
  });

  it('stays away after a dismissal, however long ago', () => {
    expect(profilePhotoAlertVisible({ ...withoutPhoto, dismissedAt: 1_700_000_000 })).toBe(false);
    expect(profilePhotoAlertVisible({ ...withoutPhoto, dismissedAt: 0 })).toBe(false);
  });

  it.each(['profile', 'signup', 'members-id-signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings'])(
    'is hidden on %s',
    (routeName) => {
      expect(profilePhotoAlertVisible({ ...withoutPhoto, routeName })).toBe(false);
    },
  );

  it.each(['members', 'members-id', 'likes', 'credits', 'pricing', 'pages-faq'])('is shown on %s', (routeName) => {
    expect(profilePhotoAlertVisible({ ...withoutPhoto, routeName })).toBe(true);
  });
});
