import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINK_LENGTH, safeLinks, type MessagePart } from '../../src/components/MessageText/safeLinks';

const links = (message: string) => safeLinks(message).filter((part): part is Extract<MessagePart, { kind: 'link' }> => part.kind === 'link');
const joined = (parts: MessagePart[]) => parts.map((part) => part.text).join('');

describe('safeLinks (SEC-13: message text as text, only safe links clickable)', () => {
  it('keeps a message without links as one text part', () => {
    expect(safeLinks('Hi Anna, how are you?')).toEqual([{ kind: 'text', text: 'Hi Anna, how are you?' }]);
  });

  it('returns nothing for an empty message', () => {
    expect(safeLinks('')).toEqual([]);
  });

  it('splits text and an https link', () => {
    expect(safeLinks('Look at https://example.com/photos?id=3 tonight')).toEqual([
      { kind: 'text', text: 'Look at ' },
      { kind: 'link', text: 'https://example.com/photos?id=3', href: 'https://example.com/photos?id=3' },
      { kind: 'text', text: ' tonight' },
    ]);
  });

  it('accepts http and any letter case of the scheme, and normalises the href', () => {
    expect(links('HTTP://Example.COM')).toEqual([{ kind: 'link', text: 'HTTP://Example.COM', href: 'http://example.com/' }]);
    expect(links('a link at the start http://a.example and another: https://b.example/x')).toHaveLength(2);
  });

  it('leaves sentence punctuation and unmatched closing brackets outside the link', () => {
    expect(links('See https://example.com.')[0]?.text).toBe('https://example.com');
    expect(links('(see https://example.com)')[0]?.text).toBe('https://example.com');
    expect(links('Really? https://example.com/?q=1!')[0]?.text).toBe('https://example.com/?q=1');
    expect(links('https://en.wikipedia.org/wiki/Rose_(colour)')[0]?.text).toBe('https://en.wikipedia.org/wiki/Rose_(colour)');
    expect(links('"https://example.com"')[0]?.text).toBe('https://example.com');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox("x")',
    'file:///etc/passwd',
    'ftp://example.com/file',
    '//evil.example/path',
    'mailto:someone@example.com',
    '<a href="javascript:alert(1)">click</a>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)//https://example.com',
    'xhttps://example.com',
  ])('keeps %j as plain text', (message) => {
    const parts = safeLinks(message);
    expect(parts.every((part) => part.kind === 'text')).toBe(true);
    expect(joined(parts)).toBe(message);
  });

  it('keeps addresses with credentials as text (they show one host and open another)', () => {
    expect(links('https://bank.example@evil.example/login')).toEqual([]);
    expect(links('https://user:pass@example.com')).toEqual([]);
  });

  it('keeps malformed or huge addresses as text', () => {
    expect(links('https://')).toEqual([]);
    expect(links('http://[::1')).toEqual([]);
    expect(links(`https://example.com/${'a'.repeat(MAX_LINK_LENGTH)}`)).toEqual([]);
  });

  it('ends a link at quotes, angle brackets, whitespace and invisible formatting characters', () => {
    expect(links('https://example.com/"onmouseover="alert(1)')[0]?.href).toBe('https://example.com/');
    expect(links('https://example.com/<script>')[0]?.href).toBe('https://example.com/');
    expect(links('https://example.com/\u202eexe.jpg')[0]?.href).toBe('https://example.com/');
  });

  it('gives back the message unchanged when the parts are joined, and only http(s) hrefs (property)', () => {
    const pieces = fc.constantFrom(
      'https://example.com',
      'http://a.example/b?c=d#e',
      'javascript:alert(1)',
      'data:text/html,x',
      ' ',
      '.',
      ')',
      '(',
      '"',
      '<',
      '\n',
      'www.example.com',
      'héllo',
      '🌶️',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 12 }), (chunks) => {
        const message = chunks.join('');
        const parts = safeLinks(message);
        expect(joined(parts)).toBe(message);
        for (const part of parts) {
          expect(part.text.length).toBeGreaterThan(0);
          if (part.kind === 'link') expect(new URL(part.href).protocol).toMatch(/^https?:$/);
        }
      }),
    );
  });
});
