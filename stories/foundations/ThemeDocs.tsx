// Design documentation of the theme tokens. The visible texts are token names and values (not product strings),
// so they stay English in every locale.
import { useId, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { AA_TEXT, AA_UI, CONTRAST_PAIRS, contrastRatio, type ColorToken } from '../../theme/contrast';
import type { Theme } from '../../theme/index';
import { NICHE_IDS, NICHE_SLUGS, type NicheId } from '../../theme/niches';
import { ThemeProvider } from '../../theme/ThemeProvider';

/* ───────────────────────── shared layout ───────────────────────── */

const Page = styled.div`
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** A documentation section labelled by its heading (ids from useId: a story may render once per niche). */
function TitledSection({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Group as="section" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Group>
  );
}

const Heading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  text-transform: ${({ theme }) => theme.font.headingTransform};
`;

const SubHeading = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  text-transform: ${({ theme }) => theme.font.headingTransform};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 70ch;
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/* ───────────────────────── colours ───────────────────────── */

const COLOR_GROUPS: ReadonlyArray<{ title: string; tokens: readonly ColorToken[] }> = [
  {
    title: 'Brand',
    tokens: ['primary', 'primaryHover', 'onPrimary', 'primarySurface', 'onPrimarySurface', 'secondary', 'secondaryHover', 'onSecondary', 'premium', 'onPremium', 'unread', 'onUnread', 'dark', 'onDark'],
  },
  {
    title: 'Status',
    tokens: ['success', 'onSuccess', 'warning', 'onWarning', 'danger', 'onDanger', 'info', 'onInfo', 'successSurface', 'onSuccessSurface', 'warningSurface', 'onWarningSurface', 'dangerSurface', 'onDangerSurface', 'infoSurface', 'onInfoSurface'],
  },
  {
    title: 'Surfaces and text',
    tokens: ['background', 'surface', 'surfaceAlt', 'border', 'borderStrong', 'text', 'textMuted', 'link', 'focus', 'overlay'],
  },
  { title: 'Site chrome', tokens: ['navBackground', 'onNav', 'navMuted', 'footerBackground', 'onFooter', 'footerMuted'] },
];

/** Groups in display order; a token added to the base later lands in "Other" instead of going missing. */
function colorGroups(theme: Theme) {
  const listed = new Set(COLOR_GROUPS.flatMap((group) => group.tokens));
  const other = (Object.keys(theme.color) as ColorToken[]).filter((token) => !listed.has(token));
  return other.length ? [...COLOR_GROUPS, { title: 'Other', tokens: other }] : COLOR_GROUPS;
}

const SwatchGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
`;

const SwatchItem = styled.li`
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  display: grid;
  align-content: start;
`;

const Chip = styled.div`
  height: 4.5rem;
  display: flex;
  align-items: center;
  justify-content: center;
  border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const SwatchText = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[3]}`};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const SwatchName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Ratios = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`;
}

function Swatch({ token }: { token: ColorToken }) {
  const theme = useTheme();
  const value = theme.color[token];
  // The text colour this token carries (its `on` colour), drawn on the chip when the pair is text-grade.
  const textPair = CONTRAST_PAIRS.find(([, bg, min]) => bg === token && min >= AA_TEXT);
  const related = CONTRAST_PAIRS.filter(([fg, bg]) => fg === token || bg === token);
  return (
    <SwatchItem>
      <Chip style={{ background: value, color: textPair ? theme.color[textPair[0]] : undefined }}>
        {textPair ? <span aria-hidden="true">Aa</span> : null}
      </Chip>
      <SwatchText>
        <SwatchName>{token}</SwatchName>
        <Code>{value}</Code>
        {related.length ? (
          <Ratios aria-label={`Contrast of ${token}`}>
            {related.map(([fg, bg, min]) => (
              <li key={`${fg}-${bg}`}>
                {fg === token ? `on ${bg}` : `${fg} on it`} {formatRatio(contrastRatio(theme.color[fg], theme.color[bg]))}
                {min < AA_TEXT ? ' (UI)' : ''}
              </li>
            ))}
          </Ratios>
        ) : null}
      </SwatchText>
    </SwatchItem>
  );
}

/** Every semantic colour of the current niche with its value and the contrast of the pairs it is part of. */
export function ColorSwatches() {
  const theme = useTheme();
  return (
    <TitledSection
      title={<>Colours · {theme.name}</>}
      lead={
        <>
          Semantic colour tokens (theme.color.*). “Aa” shows the token’s text colour on it; the ratios list the WCAG contrast
          of every pair the components draw with this colour.
        </>
      }
    >
      {colorGroups(theme).map((group) => (
        <Group key={group.title}>
          <SubHeading>{group.title}</SubHeading>
          <SwatchGrid>
            {group.tokens.map((token) => (
              <Swatch key={token} token={token} />
            ))}
          </SwatchGrid>
        </Group>
      ))}
    </TitledSection>
  );
}

/* ───────────────────────── contrast table ───────────────────────── */

const TableScroll = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: start;
    padding: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Sample = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 4.5rem;
  min-height: 2.25rem;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const UiSample = styled.span`
  display: block;
  width: 2.5rem;
  height: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Verdict = styled.span<{ $pass: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $pass }) => ($pass ? theme.color.success : theme.color.danger)};
`;

/** One row per pair of CONTRAST_PAIRS: a sample, the measured ratio and the WCAG AA verdict. */
export function ContrastTable() {
  const theme = useTheme();
  const rows = CONTRAST_PAIRS.map(([fg, bg, min]) => {
    const ratio = contrastRatio(theme.color[fg], theme.color[bg]);
    return { fg, bg, min, ratio, pass: ratio >= min };
  });
  const failing = rows.filter((row) => !row.pass).length;
  return (
    <TitledSection
      title={<>Contrast · {theme.name}</>}
      lead={
        <>
          WCAG AA: {AA_TEXT}:1 for text, {AA_UI}:1 for focus rings and control outlines. The unit test checks the same
          pairs in every niche.
        </>
      }
    >
      {/* Focusable so keyboard users can scroll the table sideways on a phone. */}
      <TableScroll role="region" aria-label={`Contrast pairs of ${theme.name}`} tabIndex={0}>
        <Table>
          <caption>
            {rows.length} pairs, {failing} below the minimum
          </caption>
          <thead>
            <tr>
              <th scope="col">Sample</th>
              <th scope="col">Foreground</th>
              <th scope="col">Background</th>
              <th scope="col">Ratio</th>
              <th scope="col">Minimum</th>
              <th scope="col">AA</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.fg}-${row.bg}`}>
                <td>
                  {row.min >= AA_TEXT ? (
                    <Sample style={{ color: theme.color[row.fg], background: theme.color[row.bg] }}>Aa 12</Sample>
                  ) : (
                    // Non-text pair: a bar of the foreground colour inside the background, as a ring or outline draws it.
                    <Sample style={{ background: theme.color[row.bg] }} aria-hidden="true">
                      <UiSample style={{ border: `${theme.border.focusWidth} solid ${theme.color[row.fg]}` }} />
                    </Sample>
                  )}
                </td>
                <td>
                  <Code>{row.fg}</Code>
                </td>
                <td>
                  <Code>{row.bg}</Code>
                </td>
                <td>{formatRatio(row.ratio)}</td>
                <td>{row.min}:1</td>
                <td>
                  <Verdict $pass={row.pass}>{row.pass ? 'pass' : 'fail'}</Verdict>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </TitledSection>
  );
}

/* ───────────────────────── typography ───────────────────────── */

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Card = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const ScaleRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-block: ${({ theme }) => theme.space[2]};
  border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 9rem 1fr;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const HeadingSample = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  overflow-wrap: anywhere;
`;

const BodySample = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const FONT_SIZES = ['display', 'xxl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
const PANGRAM = 'Sphinx of black quartz, judge my vow';

/** Font families, the heading style, the size scale, weights and line heights of the current niche. */
export function TypeScale() {
  const theme = useTheme();
  const { font } = theme;
  return (
    <TitledSection
      title={<>Typography · {theme.name}</>}
      lead={
        <>
          System font stacks only (no web fonts). Headings use font.heading with weight {font.weight.heading}, transform{' '}
          {font.headingTransform} and letter-spacing {font.headingLetterSpacing}.
        </>
      }
    >
      <Stack>
        <Card>
          <SubHeading>font.heading</SubHeading>
          <HeadingSample style={{ fontSize: font.size.xxl }}>{PANGRAM}</HeadingSample>
          <Code>{font.heading}</Code>
        </Card>
        <Card>
          <SubHeading>font.body</SubHeading>
          <BodySample>
            {PANGRAM}. Body text sets at {font.size.md} with line height {font.lineHeight.normal}; long paragraphs stay
            comfortable to read on a phone and on a wide screen alike.
          </BodySample>
          <Code>{font.body}</Code>
        </Card>
        <Card>
          <SubHeading>font.mono</SubHeading>
          <BodySample style={{ fontFamily: font.mono }}>0123456789 · 00:14:59</BodySample>
          <Code>{font.mono}</Code>
        </Card>
      </Stack>
      <Card>
        <SubHeading>font.size</SubHeading>
        {FONT_SIZES.map((size) => (
          <ScaleRow key={size}>
            <Muted>
              {size} · {font.size[size]}
            </Muted>
            <HeadingSample style={{ fontSize: font.size[size] }}>{PANGRAM}</HeadingSample>
          </ScaleRow>
        ))}
      </Card>
      <Card>
        <SubHeading>font.weight</SubHeading>
        {(Object.keys(font.weight) as Array<keyof Theme['font']['weight']>).map((weight) => (
          <ScaleRow key={weight}>
            <Muted>
              {weight} · {font.weight[weight]}
            </Muted>
            <BodySample style={{ fontWeight: font.weight[weight], fontSize: font.size.lg }}>{PANGRAM}</BodySample>
          </ScaleRow>
        ))}
      </Card>
    </TitledSection>
  );
}

/* ───────────────────────── space, radii, shadows ───────────────────────── */

const Bar = styled.span`
  display: block;
  height: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** The 4-px spacing scale. */
export function SpacingScale() {
  const theme = useTheme();
  return (
    <TitledSection
      title={<>Spacing · {theme.name}</>}
      lead="theme.space[n]: a 4-px scale shared by every niche."
    >
      <Card>
        {theme.space.map((value, index) => (
          <ScaleRow key={index}>
            <Muted>
              space[{index}] · {value}
            </Muted>
            <Bar style={{ width: value === '0' ? '1px' : value }} />
          </ScaleRow>
        ))}
      </Card>
    </TitledSection>
  );
}

const TileGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
`;

const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
`;

const RadiusBox = styled.span`
  display: block;
  width: 6rem;
  height: 4rem;
  background: ${({ theme }) => theme.color.primarySurface};
  border: ${({ theme }) => `2px solid ${theme.color.primary}`};
`;

/** Corner radii of the current niche. */
export function RadiusScale() {
  const theme = useTheme();
  return (
    <TitledSection
      title={<>Radii · {theme.name}</>}
      lead="theme.radius: sm for inputs and badges, md for buttons and cards, lg for sheets, pill and round for counters and avatars."
    >
      <TileGrid>
        {(Object.keys(theme.radius) as Array<keyof Theme['radius']>).map((key) => (
          <Tile key={key}>
            <RadiusBox style={{ borderRadius: theme.radius[key] }} />
            <Muted>
              {key} · {theme.radius[key]}
            </Muted>
          </Tile>
        ))}
      </TileGrid>
    </TitledSection>
  );
}

const ShadowBox = styled.span`
  display: block;
  width: 100%;
  height: 5rem;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** Elevation shadows of the current niche. */
export function ShadowScale() {
  const theme = useTheme();
  return (
    <TitledSection
      title={<>Shadows · {theme.name}</>}
      lead="theme.shadow: sm for cards at rest, md for raised cards and dropdowns, lg for modals and toasts."
    >
      <TileGrid>
        {(Object.keys(theme.shadow) as Array<keyof Theme['shadow']>).map((key) => (
          <Tile key={key}>
            <ShadowBox style={{ boxShadow: theme.shadow[key] }} />
            <Muted>shadow.{key}</Muted>
            <Code>{theme.shadow[key]}</Code>
          </Tile>
        ))}
      </TileGrid>
    </TitledSection>
  );
}

/** Every foundation of the current niche on one page. */
export function ThemeOverview() {
  return (
    <Page>
      <ColorSwatches />
      <ContrastTable />
      <TypeScale />
      <SpacingScale />
      <RadiusScale />
      <ShadowScale />
    </Page>
  );
}

/** Wraps a single section in the page background and padding. */
export function FoundationPage({ children }: { children: ReactNode }) {
  return <Page>{children}</Page>;
}

/* ───────────────────────── brands ───────────────────────── */

const Brand = styled.article`
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  overflow: hidden;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const NavBar = styled.div`
  background: ${({ theme }) => theme.color.navBackground};
  color: ${({ theme }) => theme.color.onNav};
  min-height: ${({ theme }) => theme.size.navHeight};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
`;

const Logo = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  font-size: ${({ theme }) => theme.font.size.lg};
  margin-inline-end: auto;
  white-space: nowrap;
`;

const LogoMark = styled.svg`
  width: 1.75rem;
  height: 1.75rem;
  flex: none;
`;

const NavItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.navMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const Counter = styled.span<{ $tone: 'unread' | 'premium' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.375rem;
  height: 1.375rem;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.color[$tone]};
  color: ${({ theme, $tone }) => theme.color[$tone === 'unread' ? 'onUnread' : 'onPremium']};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
`;

const BrandBody = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  flex: 1;
`;

const BrandTitle = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  text-transform: ${({ theme }) => theme.font.headingTransform};
`;

const ProfileCard = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow: hidden;
`;

const Photo = styled.div`
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.primary}, ${({ theme }) => theme.color.dark});
  position: relative;
  display: flex;
  justify-content: center;
  align-items: flex-end;
  overflow: hidden;
`;

/** A head-and-shoulders placeholder where a member photo would be. */
const Silhouette = styled.svg`
  width: 55%;
  height: 88%;
  fill: ${({ theme }) => theme.color.secondary};
  opacity: 0.9;
`;

const OnlineDot = styled.span`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space[3]};
  inset-inline-end: ${({ theme }) => theme.space[3]};
  width: 0.875rem;
  height: 0.875rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.success};
  box-shadow: 0 0 0 3px ${({ theme }) => theme.color.surface};
`;

const CardBody = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const CardName = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const CardMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Tag = styled.span`
  background: ${({ theme }) => theme.color.primarySurface};
  color: ${({ theme }) => theme.color.onPrimarySurface};
  border-radius: ${({ theme }) => theme.radius.pill};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const FakeButton = styled.span<{ $variant: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $variant }) => theme.color[$variant]};
  color: ${({ theme, $variant }) => theme.color[$variant === 'primary' ? 'onPrimary' : 'onSecondary']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const FocusSample = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.link};
  text-decoration: underline;
  border-radius: ${({ theme }) => theme.radius.sm};
  outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
  outline-offset: 2px;
`;

const Notice = styled.p`
  margin: 0;
  background: ${({ theme }) => theme.color.successSurface};
  color: ${({ theme }) => theme.color.onSuccessSurface};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const BrandFooter = styled.div`
  background: ${({ theme }) => theme.color.footerBackground};
  color: ${({ theme }) => theme.color.onFooter};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const FooterMuted = styled.span`
  color: ${({ theme }) => theme.color.footerMuted};
`;

function HeartMark() {
  const theme = useTheme();
  return (
    <LogoMark viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill={theme.color.primary}
        stroke={theme.color.onNav}
        strokeWidth="1.5"
        d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2.1 0 3.5 1.2 4.4 2.6h2.4C14.1 6.2 15.5 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21z"
      />
    </LogoMark>
  );
}

function BrandSample({ niche }: { niche: NicheId }) {
  const theme = useTheme();
  const titleId = useId();
  const label = `Niche ${niche}${NICHE_SLUGS[niche] ? ` · ${NICHE_SLUGS[niche]}` : ''}`;
  const headingFamily = theme.font.heading.split(',')[0]?.replace(/'/g, '') ?? '';
  return (
    <Brand aria-labelledby={titleId}>
      <NavBar>
        <Logo>
          <HeartMark />
          {NICHE_SLUGS[niche] || 'default'}
        </Logo>
        <NavItem>
          navMuted <Counter $tone="unread">3</Counter>
        </NavItem>
        <Counter $tone="premium">premium</Counter>
      </NavBar>
      <BrandBody>
        <div>
          <BrandTitle id={titleId}>{label}</BrandTitle>
          <CardMeta>
            {theme.name} · {theme.mode} · {headingFamily}
          </CardMeta>
        </div>
        <ProfileCard>
          <Photo aria-hidden="true">
            <Silhouette viewBox="0 0 100 80" preserveAspectRatio="xMidYMax meet" focusable="false">
              <circle cx="50" cy="28" r="17" />
              <path d="M14 80c2-19 17-31 36-31s34 12 36 31z" />
            </Silhouette>
            <OnlineDot />
          </Photo>
          <CardBody>
            <div>
              <CardName>font.heading</CardName>
              <CardMeta>textMuted on surface · radius.md · shadow.md</CardMeta>
            </div>
            <Chips>
              <Tag>primarySurface</Tag>
              <Tag>radius.pill</Tag>
            </Chips>
            <Actions>
              <FakeButton $variant="primary">primary</FakeButton>
              <FakeButton $variant="secondary">secondary</FakeButton>
            </Actions>
          </CardBody>
        </ProfileCard>
        <Notice>onSuccessSurface on successSurface</Notice>
        <div>
          <FocusSample>link · focus</FocusSample>
        </div>
      </BrandBody>
      <BrandFooter>
        <span>onFooter</span>
        <FooterMuted>footerMuted</FooterMuted>
      </BrandFooter>
    </Brand>
  );
}

const BrandGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  align-items: stretch;
`;

/** A small brand card per niche (nav bar, card, buttons, badges, footer), each in its own theme, side by side. */
export function AllBrands() {
  return (
    <Page>
      <TitledSection title="Seven niche brands" lead="Each card is rendered inside its own niche theme; labels are token names.">
        <BrandGrid>
          {NICHE_IDS.map((id) => (
            <ThemeProvider key={id} niche={id} global={false}>
              <BrandSample niche={id} />
            </ThemeProvider>
          ))}
        </BrandGrid>
      </TitledSection>
    </Page>
  );
}
