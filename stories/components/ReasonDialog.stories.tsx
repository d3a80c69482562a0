import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReasonDialog } from '../../src/components/ReasonDialog';
import { Button } from '../../src/components/Button';
import { PHOTO_REJECT_REASONS } from '../../src/screens/PhotoQueueScreen';
import { overlaysClosed } from '../fixtures/chat';

type Args = ComponentProps<typeof ReasonDialog>;

/** Opens from a button, with texts from the moderation namespace, as the screens use it. */
function Harness({ withReasons, withError, ...args }: Args & { withReasons?: boolean; withError?: boolean }) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ padding: '1rem' }}>
      <Button onClick={() => setOpen(true)}>{t('member.ban')}</Button>
      <ReasonDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        title={withReasons ? t('photos.reject_title', { name: 'Anna' }) : t('member.ban_title', { name: 'Anna' })}
        description={withReasons ? t('photos.reject_body') : t('member.ban_body')}
        reasons={withReasons ? PHOTO_REJECT_REASONS.map((value) => ({ value, label: t(`photos.reasons.${value}`) })) : undefined}
        noteLabel={withReasons ? t('photos.reject_note') : t('member.ban_reason')}
        noteRequired={!withReasons}
        confirmLabel={withReasons ? t('photos.reject_confirm') : t('member.ban_confirm')}
        error={withError ? t('errors:generic') : args.error}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ReasonDialog',
  component: ReasonDialog,
  args: { open: false, onOpenChange: fn(), onConfirm: fn(), title: '', noteLabel: '', confirmLabel: '', noteMinLength: 3 },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required reason text: refused empty, then confirmed; the dialog closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ban member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ban Anna?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ban member' }));
    await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(dialog.getByRole('textbox'), 'ab');
    await userEvent.click(dialog.getByRole('button', { name: 'Ban member' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox'), 'use');
    await userEvent.click(dialog.getByRole('button', { name: 'Ban member' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: '', note: 'abuse' });
    await overlaysClosed();
  },
};

/** A fixed reason list and an optional note. */
export const WithReasons: Story = {
  render: (args) => <Harness {...args} withReasons open />,
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByRole('combobox'), 'not_a_person');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject photo' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'not_a_person', note: '' });
    await overlaysClosed();
  },
};

export const Error: Story = {
  render: (args) => <Harness {...args} open withError />,
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  render: (args) => <Harness {...args} withReasons open />,
};
