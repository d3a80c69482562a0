import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../locales/languages';
import { compactForm, flaggedTerms, foldText, wordForm, WORD_LISTS } from '../../server/moderation/wordlist';

/** The profile-text word list (issue 8): contact details, solicitation, payment words and slurs, dodges included. */

describe('normalisation', () => {
  it('folds case, diacritics and compatibility forms', () => {
    expect(foldText('WhätsÄpp Straße ＳＮＡＰ')).toBe('whatsapp strasse snap');
  });

  it('reads leet signs as letters only inside words, and joins spaced letters', () => {
    expect(wordForm('sn4pch4t')).toBe('snapchat');
    expect(wordForm('P@yP@l!')).toBe('paypali');
    expect(wordForm('w h a t s a p p me')).toBe('whatsapp me');
    expect(wordForm('s.n.a.p.c.h.a.t')).toBe('snapchat');
    expect(wordForm('I am 180 cm')).toBe('i am cm');
    expect(compactForm('whats-app')).toBe('whatsapp');
  });
});

describe('flaggedTerms', () => {
  it('finds nothing in an ordinary profile text', () => {
    for (const text of [
      'I love hiking, cooking Italian food and long walks on the beach. 35 years young, 180 cm.',
      'Ik hou van fietsen en van koken. Op zoek naar iemand om mee te lachen!',
      'Ich mag Katzen, Bücher und gute Gespräche. Born 1988, moved here in 2015.',
      'Voy al gimnasio cada día, me gusta la música a todas horas.',
      'Positive outlook on life, I look at the stars.Then I sleep.',
      'Ik zag een kikker in de tuin',
    ]) {
      expect(flaggedTerms(text), text).toEqual([]);
    }
  });

  it.each([
    ['call 0612345678', 'phone'],
    ['bel 06-12 34 56 78', 'phone'],
    ['+31 (6) 1234 5678', 'phone'],
    ['O6 1234 5678', 'phone'],
    ['0 6 1 2 3 4 5 6 7 8', 'phone'],
    ['mail anna.b@gmail.com', 'email'],
    ['anna (at) hotmail (dot) com', 'email'],
    ['anna at gmx dot de', 'email'],
    ['anna @ web.de', 'email'],
    ['see https://example.org/me', 'url'],
    ['visit www.mysite.example', 'url'],
    ['mysite.nl', 'url'],
    ['mysite dot com', 'url'],
  ])('%s → %s', (text, label) => {
    expect(flaggedTerms(text)).toContain(label);
  });

  it.each([
    ['add me on WhatsApp', 'contact:whatsapp'],
    ['W h a t s a p p', 'contact:whatsapp'],
    ['whats-app', 'contact:whatsapp'],
    ['wh4ts4pp', 'contact:whatsapp'],
    ['my sn@pch@t is anna', 'contact:snapchat'],
    ['S N A P C H A T', 'contact:snapchat'],
    ['kik: anna', 'contact:kik'],
    ['Ｔｅｌｅｇｒａｍ', 'contact:telegram'],
    ['pay with P4yP4l', 'payment:paypal'],
    ['pay pal only', 'payment:paypal'],
    ['Western-Union', 'payment:western union'],
    ['bel me maar', 'contact:bel me'],
    ['Ruf mich an!', 'contact:ruf mich an'],
    ['llámame', 'contact:llamame'],
    ['appelle-moi', 'contact:appelle moi'],
    ['stuur geld', 'payment:stuur geld'],
    ['you f4gg0t', 'abuse:faggot'],
    ['Schwuchtel', 'abuse:schwuchtel'],
  ])('%s → %s', (text, label) => {
    expect(flaggedTerms(text)).toContain(label);
  });

  it('reports every match once, patterns first', () => {
    const terms = flaggedTerms('WhatsApp 0612345678 or whatsapp, mail me: x@y.com');
    expect(terms.slice(0, 2)).toEqual(['phone', 'email']);
    expect(terms.filter((term) => term === 'contact:whatsapp')).toHaveLength(1);
    expect(terms).toContain('contact:mail me');
  });

  it('keeps short terms to whole words (no match inside another word)', () => {
    expect(flaggedTerms('kikker')).toEqual([]);
    expect(flaggedTerms('instance')).not.toContain('contact:insta');
  });

  it('has lists for every language', () => {
    for (const language of LANGUAGES) {
      const list = WORD_LISTS[language];
      expect(list.contact.length, language).toBeGreaterThan(0);
      expect(list.payment.length, language).toBeGreaterThan(0);
      expect(list.abuse.length, language).toBeGreaterThan(0);
    }
  });
});
