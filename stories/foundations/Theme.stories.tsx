import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CONTRAST_PAIRS } from '../../theme/contrast';
import { NICHE_IDS } from '../../theme/niches';
import {
  AllBrands,
  ColorSwatches,
  ContrastTable,
  FoundationPage,
  RadiusScale,
  ShadowScale,
  SpacingScale,
  ThemeOverview,
  TypeScale,
} from './ThemeDocs';

const meta = {
  title: 'Foundations/Theme',
  component: ThemeOverview,
  parameters: {
    docs: {
      description: {
        component:
          'The design tokens of the current niche (toolbar: Niche). Components read these semantic names only; niche partials re-point them.',
      },
    },
  },
} satisfies Meta<typeof ThemeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every foundation of the selected niche on one page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [/^Colours/, /^Contrast/, /^Typography/, /^Spacing/, /^Radii/, /^Shadows/]) {
      await expect(canvas.getAllByRole('heading', { level: 2, name }).length).toBeGreaterThan(0);
    }
  },
};

export const Colours: Story = {
  render: () => (
    <FoundationPage>
      <ColorSwatches />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One swatch per semantic colour, named.
    for (const token of ['primary', 'onPrimary', 'unread', 'navBackground', 'overlay']) {
      await expect(canvas.getAllByText(token, { selector: 'span' }).length).toBeGreaterThan(0);
    }
  },
};

/** Every text/background pair the components draw, measured; the verdicts must all be "pass". */
export const Contrast: Story = {
  render: () => (
    <FoundationPage>
      <ContrastTable />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tables = canvas.getAllByRole('table');
    for (const table of tables) {
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(CONTRAST_PAIRS.length);
      await expect(within(table).queryAllByText('fail')).toHaveLength(0);
      await expect(within(table).getAllByText('pass')).toHaveLength(CONTRAST_PAIRS.length);
    }
  },
};

export const Typography: Story = {
  render: () => (
    <FoundationPage>
      <TypeScale />
    </FoundationPage>
  ),
};

export const Spacing: Story = {
  render: () => (
    <FoundationPage>
      <SpacingScale />
    </FoundationPage>
  ),
};

export const Radii: Story = {
  render: () => (
    <FoundationPage>
      <RadiusScale />
    </FoundationPage>
  ),
};

export const Shadows: Story = {
  render: () => (
    <FoundationPage>
      <ShadowScale />
    </FoundationPage>
  ),
};

/** The seven niche brands side by side, each card in its own theme (independent of the Niche toolbar). */
export const AllNiches: Story = {
  render: () => <AllBrands />,
  globals: { niche: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(NICHE_IDS.length);
    for (const [index, id] of NICHE_IDS.entries()) {
      await expect(within(cards[index]!).getByRole('heading', { level: 3 })).toHaveTextContent(new RegExp(`^Niche ${id}`));
    }
    // Distinct brands: no two cards share their nav colour, heading face and corner radius.
    const looks = cards.map((card) => {
      const nav = card.firstElementChild as HTMLElement;
      const heading = within(card).getByRole('heading', { level: 3 });
      return [getComputedStyle(nav).backgroundColor, getComputedStyle(heading).fontFamily, getComputedStyle(card).borderTopLeftRadius].join('|');
    });
    await expect(new Set(looks).size).toBe(NICHE_IDS.length);
  },
};
