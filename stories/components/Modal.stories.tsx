import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Avatar } from '../../src/components/Avatar';
import { Button } from '../../src/components/Button';
import { Icon } from '../../src/components/Icon';
import { MODAL_SIZES, Modal } from '../../src/components/Modal';
import { CommonKey, CommonText, MEMBER_NAMES, useCommonExample } from '../fixtures/commonExamples';
import { IMAGES } from '../fixtures/images';

const Frame = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const Highlight = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const meta = {
  title: 'Components/Modal',
  component: Modal.Content,
  args: { size: 'md', closeOn: 'default', busy: false, hideCloseButton: false, children: null },
  argTypes: {
    size: { control: 'inline-radio', options: MODAL_SIZES },
    closeOn: { control: 'inline-radio', options: ['default', 'anywhere', 'closeButton'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  render: ({ children: _children, ...args }) => (
    <Modal.Root>
      <Modal.Trigger>
        <Button variant="outline" iconStart={<Icon name="block" />}>
          <CommonKey k="delete" />
        </Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Modal.Title>
          <CommonText k="delete_title" />
        </Modal.Title>
        <Modal.Description>
          <CommonText k="delete_description" />
        </Modal.Description>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="outline">
              <CommonKey k="cancel" />
            </Button>
          </Modal.Close>
          <Modal.Close>
            <Button variant="danger">
              <CommonKey k="delete" />
            </Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
} satisfies Meta<typeof Modal.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlay = () => document.querySelector<HTMLElement>('[data-modal-overlay]');

/** Opens from its trigger; focus moves inside and stays there; Escape closes it and focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await expect(dialog).toHaveAccessibleDescription('The messages will be removed from your inbox. This cannot be undone.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** `closeOn="default"`: a click on the backdrop closes it too. */
export const BackdropCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog');
    await userEvent.click(overlay() as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Open, as a reviewer first sees it (also checked by axe while open). */
export const Open: Story = {
  render: ({ children: _children, ...args }) => (
    <Modal.Root defaultOpen>
      <Modal.Content {...args}>
        <Modal.Title>
          <CommonText k="delete_title" />
        </Modal.Title>
        <Modal.Description>
          <CommonText k="delete_description" />
        </Modal.Description>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="outline">
              <CommonKey k="cancel" />
            </Button>
          </Modal.Close>
          <Modal.Close>
            <Button variant="danger">
              <CommonKey k="delete" />
            </Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
};

function SignupModal({ busy: initialBusy, ...args }: Parameters<typeof Modal.Content>[0]) {
  const t = useCommonExample();
  const [busy, setBusy] = useState(initialBusy ?? false);
  return (
    <Modal.Root>
      <Modal.Trigger>
        <Button>
          <CommonText k="create_account" />
        </Button>
      </Modal.Trigger>
      <Modal.Content {...args} busy={busy}>
        <Modal.Title>
          <CommonText k="signup_title" />
        </Modal.Title>
        <Modal.Body>
          <p>{busy ? t('signup_busy') : t('signup_body')}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button loading={busy} onClick={() => setBusy(true)} fullWidth>
            <CommonText k="create_account" />
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

/** SPEC §2: while signup is in progress neither Escape nor the backdrop closes it, and the close icon is disabled. */
export const Busy: Story = {
  render: ({ children: _children, ...args }) => <SignupModal {...args}>{null}</SignupModal>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlay() as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.getByRole('dialog', { name: 'Create your free account' })).toBeInTheDocument();
  },
};

/** SPEC §2 conversation and like modals: a click anywhere, inside too, closes it. */
export const CloseAnywhere: Story = {
  args: { closeOn: 'anywhere', size: 'sm' },
  render: ({ children: _children, ...args }) => (
    <Modal.Root>
      <Modal.Trigger>
        <Button iconStart={<Icon name="heartFilled" />}>
          <CommonText k="likes" />
        </Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Centered>
          <Avatar src={IMAGES.anna} name={MEMBER_NAMES.anna} size="xl" />
          <Modal.Title>
            <CommonText k="match_title" />
          </Modal.Title>
          <Modal.Description>
            <CommonText k="match_body" values={{ name: MEMBER_NAMES.anna }} />
          </Modal.Description>
        </Centered>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Likes' }));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    await userEvent.click(within(dialog).getByText(/Tap anywhere/));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** SPEC §2 welcome-bonus modal: only the close icon closes it (not Escape, not the backdrop). */
export const CloseButtonOnly: Story = {
  args: { closeOn: 'closeButton', size: 'sm' },
  render: ({ children: _children, ...args }) => (
    <Modal.Root>
      <Modal.Trigger>
        <Button variant="secondary" iconStart={<Icon name="gift" />}>
          <CommonText k="welcome_title" />
        </Button>
      </Modal.Trigger>
      <Modal.Content {...args}>
        <Modal.Title>
          <CommonText k="welcome_title" />
        </Modal.Title>
        <Modal.Body>
          <Highlight>25%</Highlight>
          <p>
            <CommonText k="welcome_body" values={{ percent: 25 }} />
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button href="#credits" fullWidth iconStart={<Icon name="coins" />}>
            <CommonText k="buy_credits" />
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Your welcome bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your welcome bonus' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlay() as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** No close icon: the visitor must answer (the site-entry warning works this way). */
export const MustAnswer: Story = {
  args: { closeOn: 'closeButton', hideCloseButton: true, size: 'sm' },
  render: ({ children: _children, ...args }) => (
    <Modal.Root defaultOpen>
      <Modal.Content {...args}>
        <Modal.Title>
          <CommonText k="delete_title" />
        </Modal.Title>
        <Modal.Description>
          <CommonText k="delete_description" />
        </Modal.Description>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="outline">
              <CommonKey k="no" />
            </Button>
          </Modal.Close>
          <Modal.Close>
            <Button variant="danger">
              <CommonKey k="yes" />
            </Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const onOpenChange = fn();

/** Controlled: the parent owns `open` and hears every request to change it. */
export const Controlled: Story = {
  render: function Render({ children: _children, ...args }) {
    const [open, setOpen] = useState(false);
    return (
      <Modal.Root
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      >
        <Modal.Trigger>
          <Button>
            <CommonKey k="edit" />
          </Button>
        </Modal.Trigger>
        <Modal.Content {...args}>
          <Modal.Title>
            <CommonText k="saved_title" />
          </Modal.Title>
          <Modal.Body>
            <p>
              <CommonText k="saved_message" />
            </p>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button>
                <CommonKey k="ok" />
              </Button>
            </Modal.Close>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
    );
  },
  play: async ({ canvasElement }) => {
    onOpenChange.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog');
    await expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** `fullscreen` (and `lg`) take the whole viewport on a phone; the content scrolls under a fixed close icon. */
export const FullscreenOnPhone: Story = {
  args: { size: 'fullscreen' },
  globals: { locale: 'de', viewport: { value: 'phone', isRotated: false } },
  render: ({ children: _children, ...args }) => (
    <Modal.Root defaultOpen>
      <Modal.Content {...args}>
        <Modal.Title>
          <CommonText k="premium_card_title" />
        </Modal.Title>
        <Modal.Body>
          <Picture src={IMAGES.sunset} alt="" width={640} height={360} />
          <p>
            <CommonText k="long_text" />
          </p>
          <p>
            <CommonText k="premium_card_body" />
          </p>
          <p>
            <CommonText k="long_text" />
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button href="#premium" fullWidth iconStart={<Icon name="crown" />}>
            <CommonKey k="premium" />
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.top).toBe(0);
  },
};

/** The sizes side by side on a wide screen (each opens its own modal). */
export const Sizes: Story = {
  render: ({ children: _children, ...args }) => (
    <>
      {MODAL_SIZES.map((size) => (
        <Modal.Root key={size}>
          <Modal.Trigger>
            <Button variant="outline">
              <code>{size}</code>
            </Button>
          </Modal.Trigger>
          <Modal.Content {...args} size={size}>
            <Modal.Title>
              <CommonText k="premium_card_title" />
            </Modal.Title>
            <Modal.Body>
              <p>
                <CommonText k="premium_card_body" />
              </p>
            </Modal.Body>
          </Modal.Content>
        </Modal.Root>
      ))}
    </>
  ),
};

/** Long German content scrolls inside the modal; the title and close icon stay reachable. */
export const LongContent: Story = {
  globals: { locale: 'de' },
  render: ({ children: _children, ...args }) => (
    <Modal.Root defaultOpen>
      <Modal.Content {...args}>
        <Modal.Title>
          <CommonText k="premium_card_title" />
        </Modal.Title>
        <Modal.Body>
          {[1, 2, 3, 4, 5].map((index) => (
            <p key={index}>
              <CommonText k="long_text" />
            </p>
          ))}
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="outline">
              <CommonKey k="cancel" />
            </Button>
          </Modal.Close>
          <Modal.Close>
            <Button>
              <CommonKey k="confirm" />
            </Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
};
