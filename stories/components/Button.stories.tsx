import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '../../src/components/Button';
import { Icon } from '../../src/components/Icon';
import { CommonKey, CommonText } from '../fixtures/commonExamples';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, max-content);
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  overflow-x: auto;

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Narrow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 18rem;
`;

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: <CommonKey k="save" />, variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    children: { control: false },
    iconStart: { control: false },
    iconEnd: { control: false },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant in every size. */
export const VariantsAndSizes: Story = {
  render: (args) => (
    <Grid>
      <span />
      {BUTTON_SIZES.map((size) => (
        <code key={size}>{size}</code>
      ))}
      {BUTTON_VARIANTS.map((variant) => (
        <Fragment key={variant}>
          <code>{variant}</code>
          {BUTTON_SIZES.map((size) => (
            <span key={size}>
              <Button {...args} variant={variant} size={size}>
                <CommonText k="buy_credits" />
              </Button>
            </span>
          ))}
        </Fragment>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(BUTTON_VARIANTS.length * BUTTON_SIZES.length);
  },
};

/**
 * While loading the button shows a spinner, is marked busy and cannot be pressed again. It is aria-disabled, not
 * natively disabled: the keyboard focus stays on it (a disabled button would drop it to the page's body).
 */
export const Loading: Story = {
  args: { loading: true, children: <CommonText k="create_account" /> },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create account' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toHaveAttribute('disabled');
    await expect(within(button).getByTestId('button-spinner')).toBeInTheDocument();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(button).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** With `href` it is a link that looks like a button (navigation, not an action). */
export const AsLink: Story = {
  args: { href: '#credits', children: <CommonText k="buy_credits" />, iconStart: <Icon name="coins" /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Buy credits' });
    await expect(link).toHaveAttribute('href', '#credits');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <Row>
      <Button {...args} iconStart={<Icon name="heart" />}>
        <CommonKey k="send" />
      </Button>
      <Button {...args} variant="secondary" iconStart={<Icon name="crown" />}>
        <CommonKey k="premium" />
      </Button>
      <Button {...args} variant="outline" iconEnd={<Icon name="chevronDown" />}>
        <CommonKey k="more" />
      </Button>
      <Button {...args} variant="danger" iconStart={<Icon name="block" />}>
        <CommonKey k="delete" />
      </Button>
    </Row>
  ),
};

/** Full width on a phone, as in forms and modals. */
export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: <CommonText k="create_account" /> },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Long labels wrap instead of overflowing (German, narrow column). */
export const LongLabel: Story = {
  globals: { locale: 'de' },
  render: (args) => (
    <Narrow>
      <Button {...args} fullWidth>
        <CommonText k="premium_only" />
      </Button>
      <Button {...args} variant="outline" iconStart={<Icon name="image" />}>
        <CommonText k="photo_action" />
      </Button>
    </Narrow>
  ),
};
