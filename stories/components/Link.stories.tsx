import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent, Ref } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Link, LinkProvider, type LinkComponent, type LinkProps } from '../../src/components/Link';
import { CommonKey, CommonText } from '../fixtures/commonExamples';

const Frame = styled.div`
  max-width: 36rem;
  padding: ${({ theme }) => theme.space[4]};

  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#members', children: <CommonText k="view_profile" /> },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View profile' });
    await expect(link).toHaveAttribute('href', '#members');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A link that opens a new tab gets `rel="noopener noreferrer"` unless a rel is given. */
export const NewTab: Story = {
  args: { href: 'https://example.com/terms', target: '_blank' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Inside running text the link keeps its underline, so it is not told apart by colour alone. */
export const InText: Story = {
  render: (args) => (
    <p>
      <CommonText k="photo_body" /> <Link {...args} href="#profile">
        <CommonText k="photo_action" />
      </Link>
    </p>
  ),
};

const navigate = fn();

/** What the app does: a router link that handles the click itself (here it records the navigation). */
function RouterLikeLink({ href, onClick, ref, ...rest }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...rest} ref={ref} href={href} onClick={handleClick} data-router-link="" />;
}
const routerLink: LinkComponent = RouterLikeLink;

/** With a `LinkProvider`, every Link (and Button or menu item with an href) renders through the app's router link. */
export const WithRouterLink: Story = {
  render: (args) => (
    <LinkProvider component={routerLink}>
      <p>
        <Link {...args} href="/members/42">
          <CommonText k="view_profile" />
        </Link>
      </p>
      <p>
        <Link href="/credits">
          <CommonKey k="credits_count" values={{ count: 3 }} />
        </Link>
      </p>
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'View profile' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/members/42');
  },
};
