import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { MessageText, MESSAGE_LINK_REL } from '../../src/components/MessageText';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
  padding: ${({ theme }) => theme.space[4]};
`;

/** Payloads a member might send: each must show as the text typed, with nothing executed or turned into markup. */
const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">click me</a>',
  'javascript:window.__xss=1',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox("x")',
  '<svg onload="window.__xss = 1"></svg>',
  '"><iframe src="javascript:window.__xss=1"></iframe>',
  'https://example.com/"onmouseover="window.__xss=1',
  '{{constructor.constructor("window.__xss=1")()}}',
];

const meta = {
  title: 'Components/MessageText',
  component: MessageText,
  args: { text: 'Here is the tram route: https://example.com/lisbon/tram-28 (the view is great). Not a link: javascript:alert(1)' },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof MessageText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An https address becomes a link that opens in a new tab without opener or referrer; `javascript:` stays text. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', 'https://example.com/lisbon/tram-28');
    await expect(links[0]).toHaveAttribute('target', '_blank');
    await expect(links[0]).toHaveAttribute('rel', MESSAGE_LINK_REL);
    await expect(canvas.getByText(/Not a link: javascript:alert\(1\)/)).toBeInTheDocument();
  },
};

/** Line breaks and spaces are kept as typed; a long address wraps instead of widening the page. */
export const LongContent: Story = {
  args: {
    text: 'First line\n\n    indented second line\nhttps://example.com/a/very/long/path/that/keeps/going/and/going/without/any/spaces/to/break/it?with=query&and=more',
  },
};

/** SEC-13: markup and script URLs sent as messages show as their text; nothing runs and no element is created. */
export const XssPayloads: Story = {
  render: () => (
    <>
      {PAYLOADS.map((payload) => (
        <MessageText key={payload} text={payload} data-payload="" />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const rendered = [...canvasElement.querySelectorAll('[data-payload]')];
    await expect(rendered.map((element) => element.textContent)).toEqual(PAYLOADS);
    await expect(canvasElement.querySelector('script, img, svg, iframe')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript:" i], a[href^="data:" i], a[href^="vbscript:" i]')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};
