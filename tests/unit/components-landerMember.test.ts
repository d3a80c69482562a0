import { describe, expect, it } from 'vitest';
import type { MemberCard } from '../../contract/members';
import { landerMemberFromCard, largePhoto, photosFirst } from '../../src/components/LanderPage';

const card = (id: number, photo: boolean): MemberCard => ({
  id,
  name: `Member ${id}`,
  age: 30,
  gender: 'woman',
  country: 'NL',
  region: null,
  city: 'Utrecht',
  main_image: photo ? { filename: `/media/photos/${id}/full`, thumb_filename: `/media/photos/${id}/thumb`, status: 'active', match: `photos/${id}/thumb` } : null,
  fictional: false,
  online: id % 2 === 0,
});

describe('landerMemberFromCard', () => {
  it('takes the thumbnail for tiles and keeps the full photo for large places', () => {
    const member = landerMemberFromCard(card(7, true));
    expect(member).toEqual({
      id: 7,
      name: 'Member 7',
      age: 30,
      city: 'Utrecht',
      photoUrl: '/media/photos/7/thumb',
      largePhotoUrl: '/media/photos/7/full',
      online: false,
    });
    expect(largePhoto(member)).toBe('/media/photos/7/full');
  });

  it('has no photo for a member without a main image', () => {
    const member = landerMemberFromCard(card(8, false));
    expect(member.photoUrl).toBeNull();
    expect(largePhoto(member)).toBeNull();
    expect(largePhoto(undefined)).toBeNull();
  });

  it('falls back to the thumbnail when no full-size photo is known', () => {
    expect(largePhoto({ ...landerMemberFromCard(card(9, true)), largePhotoUrl: undefined })).toBe('/media/photos/9/thumb');
  });
});

describe('photosFirst', () => {
  it('puts members with a photo first and keeps the order within each group', () => {
    const members = [card(1, false), card(2, true), card(3, false), card(4, true)].map(landerMemberFromCard);
    expect(photosFirst(members).map((member) => member.id)).toEqual([2, 4, 1, 3]);
  });

  it('does not change the list it is given', () => {
    const members = [card(1, false), card(2, true)].map(landerMemberFromCard);
    photosFirst(members);
    expect(members.map((member) => member.id)).toEqual([1, 2]);
  });
});
