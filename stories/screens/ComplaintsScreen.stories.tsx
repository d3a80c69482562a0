import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComplaintsScreen } from '../../src/screens/ComplaintsScreen';
import { complaintDraft, complaintReference, infoPageHrefs, infoPageSite, longComplaintDraft } from '../fixtures/infoPages';

type ComplaintArgs = ComponentProps<typeof ComplaintsScreen>;

/** Field and form errors in the story's language, as the container translates the server's codes. */
function WithErrors(args: ComplaintArgs) {
  const { t } = useTranslation();
  return (
    <ComplaintsScreen
      {...args}
      error={t('errors:complaints_too_many')}
      fieldErrors={{
        email: t('validation:email_invalid'),
        category: t('validation:required'),
        message: t('validation:too_short', { count: 20 }),
      }}
    />
  );
}

const meta = {
  title: 'Screens/ComplaintsScreen',
  component: ComplaintsScreen,
  args: {
    state: 'form',
    siteName: infoPageSite.name,
    onSubmit: fn(),
    onNewComplaint: fn(),
    submitting: false,
    supportEmail: infoPageSite.supportEmail,
    supportPhone: infoPageSite.supportPhone,
    faqHref: infoPageHrefs.faq,
    serviceHref: infoPageHrefs.service,
    homeHref: '/',
  },
  argTypes: { state: { control: 'inline-radio', options: ['form', 'sent'] } },
} satisfies Meta<typeof ComplaintsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill in and send: every field reaches the callback. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), complaintDraft.name);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), complaintDraft.email);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /What is it about/ }), 'A payment or credits');
    await userEvent.type(canvas.getByRole('textbox', { name: /Member, payment or page concerned/ }), complaintDraft.subject);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your complaint/ }), complaintDraft.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send complaint' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(complaintDraft);
    await expect(canvas.getByRole('link', { name: infoPageSite.supportEmail })).toHaveAttribute('href', `mailto:${infoPageSite.supportEmail}`);
    await expect(canvas.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute('href', infoPageHrefs.faq);
  },
};

export const Default: Story = { args: { defaultValues: complaintDraft } };

export const Loading: Story = {
  args: { defaultValues: complaintDraft, submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Send complaint/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: /Your complaint/ })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveValue('');
    await expect(canvas.getByText('Describe what happened in at least 20 characters.')).toBeInTheDocument();
  },
};

/** Too many complaints today (SEC-6) and field errors, in the reader's language. */
export const Error: Story = {
  args: { defaultValues: { ...complaintDraft, email: 'sophie@', category: '', message: 'Too short' } },
  render: (args) => <WithErrors {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/several complaints today/);
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(/Invalid email address/);
    await expect(canvas.getByRole('textbox', { name: /Your complaint/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent: the reference, where the confirmation went, when to expect an answer. */
export const Sent: Story = {
  args: { state: 'sent', reference: complaintReference, sentTo: complaintDraft.email, defaultValues: complaintDraft },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank you, we have received your complaint' })).toBeInTheDocument();
    await expect(canvas.getByText(complaintReference)).toBeInTheDocument();
    await expect(canvas.getByText(complaintDraft.email)).toBeInTheDocument();
    await expect(canvas.getByText('We aim to answer within 5 working days.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Send another complaint' }));
    await expect(args.onNewComplaint).toHaveBeenCalledTimes(1);
  },
};

/** A logged-in member: name and address filled in. */
export const Member: Story = {
  args: { defaultValues: { name: complaintDraft.name, email: complaintDraft.email } },
};

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { defaultValues: longComplaintDraft },
};

export const LongContentSent: Story = {
  globals: { locale: 'de' },
  args: { state: 'sent', reference: complaintReference, sentTo: longComplaintDraft.email },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { defaultValues: complaintDraft },
};
