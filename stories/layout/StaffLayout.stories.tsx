import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffLayout } from '../../src/layout/StaffLayout';
import { staffAdmin, staffLongName, staffModerator, staffNavHrefs, staffOperator, staffPartner } from '../fixtures/staffA';

function Page() {
  return (
    <div>
      <h1>Dashboard</h1>
      <p>Page content.</p>
    </div>
  );
}

const meta = {
  title: 'Back office/StaffLayout',
  component: StaffLayout,
  args: {
    staff: staffAdmin,
    current: 'audit',
    navHrefs: staffNavHrefs,
    onSignOut: fn(),
    brandName: 'DatingDemo',
    homeHref: '/staff',
    children: <Page />,
  },
} satisfies Meta<typeof StaffLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const navLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Back office' })).getAllByRole('link').map((link) => link.textContent);

/** Admins see every section; the current one is marked; sign-out calls back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(navLinks(canvasElement)).toEqual(['Photos', 'Texts', 'Complaints', 'Members', 'Operator inbox', 'Sites', 'Staff accounts', 'Audit log']);
    await expect(canvas.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/staff/audit');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByText('Signed in as Eva de Wit, Admin')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Moderator: Story = {
  args: { staff: staffModerator, current: 'photos' },
  play: async ({ canvasElement }) => {
    await expect(navLinks(canvasElement)).toEqual(['Photos', 'Texts', 'Complaints', 'Members']);
  },
};

export const Operator: Story = {
  args: { staff: staffOperator, current: 'operator' },
  play: async ({ canvasElement }) => {
    await expect(navLinks(canvasElement)).toEqual(['Operator inbox']);
  },
};

export const Partner: Story = {
  args: { staff: staffPartner, current: 'sites' },
  play: async ({ canvasElement }) => {
    await expect(navLinks(canvasElement)).toEqual(['Sites']);
  },
};

export const Loading: Story = {
  args: { signingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out' })).toBeDisabled();
  },
};

/** No page content yet. */
export const Empty: Story = { args: { children: null, current: undefined } };

/** The frame stays usable when the page below failed. */
export const Error: Story = { args: { children: <p role="alert">Something went wrong, please try again later.</p> } };

export const LongContent: Story = {
  globals: { locale: 'de' },
  args: { staff: staffLongName, brandName: 'The Longest Named Partner Site In The Whole Network', current: 'complaints' },
};

/** At phone width the navigation folds into a menu button. */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Sites' })).toBeVisible();
  },
};
