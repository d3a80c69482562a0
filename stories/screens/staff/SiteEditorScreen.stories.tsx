import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteEditorScreen } from '../../../src/screens/SiteEditorScreen';
import { overlaysClosed } from '../../fixtures/chat';
import { longSiteFormValues, newSiteFormValues, previewMembers, siteCodes, siteFormValues, sitePackages } from '../../fixtures/staffA';

type Args = ComponentProps<typeof SiteEditorScreen>;

function WithFieldErrors(args: Args) {
  const { t } = useTranslation();
  return (
    <SiteEditorScreen
      {...args}
      fieldErrors={{
        domain: t('errors:site_domain_taken'),
        message_credits: t('validation:too_small', { count: 0 }),
        'company.delete_discount': t('validation:too_large', { count: 100 }),
      }}
    />
  );
}

function WithLoadError(args: Args) {
  const { t } = useTranslation();
  return <SiteEditorScreen {...args} loadError={t('errors:generic')} />;
}

const meta = {
  title: 'Back office/SiteEditorScreen',
  component: SiteEditorScreen,
  args: {
    mode: 'edit',
    initialValues: siteFormValues,
    onSave: fn(),
    onCancel: fn(),
    onSavedDismiss: fn(),
    packages: sitePackages,
    onPackageSave: fn(),
    onPackageDelete: fn(),
    codes: siteCodes,
    onCodeSave: fn(),
    onCodeDelete: fn(),
    previewMembers,
    backHref: '/staff/sites',
    onRetry: fn(),
  },
} satisfies Meta<typeof SiteEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-site-preview]')!;

/** Editing marks the form dirty and drives the live preview; save sends the draft, cancel restores it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No unsaved changes.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(preview(canvasElement)).toHaveAttribute('inert');
    await expect(preview(canvasElement)).toHaveAttribute('aria-hidden', 'true');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Niche theme/ }), '3');
    await expect(canvasElement.querySelector('[data-preview-niche]')).toHaveAttribute('data-preview-niche', '3');
    const title = canvas.getByRole('textbox', { name: /Home page title/ });
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('Nights to remember');
    await expect(within(preview(canvasElement)).getByText('Nights to remember')).toBeInTheDocument();
    await expect(canvas.getByText('You have unsaved changes.')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...siteFormValues, niche: 3, index_title: 'Nights to remember' });

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Home page title/ })).toHaveValue(siteFormValues.index_title);
  },
};

/** The fictional wording and icon reach the preview's notice as they are typed. */
export const FictionalWording: Story = {
  args: { defaultTab: 'settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'fictional');
    const singular = canvas.getByRole('textbox', { name: /Badge text/ });
    await userEvent.clear(singular);
    await userEvent.click(singular);
    await userEvent.paste('story profile');
    const icon = canvas.getByRole('textbox', { name: /^Icon/ });
    await userEvent.clear(icon);
    await userEvent.click(icon);
    await userEvent.paste('🎭');
    const notice = preview(canvasElement).querySelector('[data-fictional-notice]')!;
    await expect(notice).toHaveTextContent('story profile');
    await expect(notice).toHaveTextContent('🎭');
  },
};

/**
 * Issue 16 (SEC-29): the member pool. Choosing "only members of this site" explains what changes (members of other
 * sites no longer meet them; earlier conversations stay readable) and is saved with the rest of the form.
 */
export const MemberPool: Story = {
  args: { defaultTab: 'settings' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pool = canvas.getByRole('combobox', { name: 'Members meet' });
    await expect(pool).toHaveValue('network');
    await expect(canvas.getByText(/every network site/)).toBeInTheDocument();
    await userEvent.selectOptions(pool, 'site');
    await expect(canvas.getByText(/only members who signed up on this site/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ member_pool: 'site' })));
  },
};

/** A site whose members meet only its own members, in every language (the hint is long). */
export const MemberPoolSite: Story = {
  args: { defaultTab: 'settings', initialValues: { ...siteFormValues, member_pool: 'site' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('select[name="member_pool"]')).toHaveValue('site');
  },
};

/**
 * SPEC §3: the fictional wording is written per language. The language selector beside the fields switches them; a
 * language not written yet says so, and its text is saved under that language only.
 */
export const FictionalWordingPerLanguage: Story = {
  args: { defaultTab: 'settings' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const language = canvas.getByRole('combobox', { name: /Language of these texts/ });
    await expect(language).toHaveValue('en');
    await expect(within(language).getByRole('option', { name: 'Deutsch (not written yet)' })).toBeInTheDocument();
    const singular = () => canvas.getByRole('textbox', { name: /Badge text/ });
    await expect(singular()).toHaveValue(siteFormValues.fictional_singular.en);
    await expect(singular()).toBeRequired();

    await userEvent.selectOptions(language, 'nl');
    await expect(singular()).toHaveValue(siteFormValues.fictional_singular.nl);
    await expect(singular()).not.toBeRequired();

    await userEvent.selectOptions(language, 'de');
    await expect(singular()).toHaveValue('');
    await userEvent.click(singular());
    await userEvent.paste('Unterhaltungsprofil');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'fictional');
    await expect(preview(canvasElement).querySelector('[data-fictional-notice]')).toHaveTextContent('Unterhaltungsprofil');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...siteFormValues,
      fictional_singular: { ...siteFormValues.fictional_singular, de: 'Unterhaltungsprofil' },
    });
  },
};

/** Packages: add, edit (with local number checks) and delete, each saved at once; the preview shows the list. */
export const Packages: Story = {
  args: { defaultTab: 'packages' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'pricing');
    await expect(preview(canvasElement).querySelectorAll('[data-price]').length).toBeGreaterThanOrEqual(sitePackages.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Add package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add package' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Credits/ }));
    await userEvent.paste('300');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Price/ }));
    await userEvent.paste('69,95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onPackageSave).toHaveBeenCalledWith(
      { kind: 'credits', credits: 300, bonusCredits: 0, priceMinor: 6995, currency: 'EUR', discountPercentage: 0, popular: false, oneTime: true, position: 5 },
      null,
    );
    await overlaysClosed();
  },
};

/** A package edit refuses a price that is not an amount; a delete asks first. */
export const PackageEditAndDelete: Story = {
  args: { defaultTab: 'packages' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit (60 credits)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit package' });
    const price = within(dialog).getByRole('textbox', { name: /^Price/ });
    await userEvent.clear(price);
    await userEvent.click(price);
    await userEvent.paste('cheap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onPackageSave).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await overlaysClosed();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete (25 credits)' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete 25 credits?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onPackageDelete).toHaveBeenCalledWith(11);
    await overlaysClosed();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Discount codes: add with conditions, delete with a confirmation. */
export const DiscountCodes: Story = {
  args: { defaultTab: 'codes' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SUMMER10')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add discount code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add discount code' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'WINTER20');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Discount/ }), '20');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Only in country/ }), 'de');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'PayPal' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onCodeSave).toHaveBeenCalledWith(
      { code: 'WINTER20', valuePercentage: 20, country: 'DE', currency: null, minimumOrderValueMinor: null, expires: null, status: 'active', paymentMethods: ['paypal'] },
      null,
    );
    await overlaysClosed();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete (SPRING2026)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete code SPRING2026?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onCodeDelete).toHaveBeenCalledWith(33);
    await overlaysClosed();
  },
};

/** A partner: the domain is read-only. */
export const Partner: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Domain/ })).toHaveAttribute('readonly');
  },
  args: { domainReadOnly: true },
};

/** A new site: packages and codes come after the first save. */
export const Create: Story = {
  args: { mode: 'create', initialValues: newSiteFormValues, packages: [], codes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New site' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Packages' }));
    await expect(canvas.getByText(/Save the new site first/)).toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Site name/ })).toBeDisabled();
  },
};

/** After a save: a toast says so. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('The site has been saved.');
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onSavedDismiss).toHaveBeenCalled());
  },
};

/** Field errors per field, counted on their tabs. */
export const FieldErrors: Story = {
  render: (args) => <WithFieldErrors {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 fields need attention before the site can be saved.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Domain/ })).toHaveAccessibleDescription(/already used by another site/);
    await expect(canvas.getByRole('tab', { name: /Company/ })).toHaveTextContent('1');
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { packages: [], codes: [], defaultTab: 'packages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no packages yet/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  render: (args) => <WithLoadError {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = { globals: { locale: 'de' }, args: { initialValues: longSiteFormValues } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { initialValues: longSiteFormValues } };
