import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { screen, waitFor, within } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import * as preview from '../../.storybook/preview';
import * as ActivationReminderStories from '../../stories/components/ActivationReminder.stories';
import * as BonusModalStories from '../../stories/components/BonusModal.stories';
import * as ChatTopBarStories from '../../stories/components/ChatTopBar.stories';
import * as GiftPickerStories from '../../stories/components/GiftPicker.stories';
import * as IcebreakerModalStories from '../../stories/components/IcebreakerModal.stories';
import * as LikeModalStories from '../../stories/components/LikeModal.stories';
import * as MatchModalStories from '../../stories/components/MatchModal.stories';
import * as ModalStories from '../../stories/components/Modal.stories';
import * as PhotoLightboxStories from '../../stories/components/PhotoLightbox.stories';
import * as PhotoManagerStories from '../../stories/components/PhotoManager.stories';
import * as ProfileActionsStories from '../../stories/components/ProfileActions.stories';
import * as ReasonDialogStories from '../../stories/components/ReasonDialog.stories';
import * as TimeBonusModalStories from '../../stories/components/TimeBonusModal.stories';
import * as WelcomeBonusModalStories from '../../stories/components/WelcomeBonusModal.stories';
import * as SiteEntryWarningStories from '../../stories/layout/SiteEntryWarning.stories';
import * as ChatsScreenStories from '../../stories/screens/ChatsScreen.stories';
import * as SignupModalStories from '../../stories/screens/SignupModal.stories';
import * as MemberModerationScreenStories from '../../stories/screens/staff/MemberModerationScreen.stories';
import * as SiteEditorScreenStories from '../../stories/screens/staff/SiteEditorScreen.stories';
import * as StaffAccountsScreenStories from '../../stories/screens/staff/StaffAccountsScreen.stories';

/**
 * Issue 9 part 3: every modal traps the focus and gives it back. Each Radix-dialog based modal is rendered from its
 * story (in Chromium, niche 1, English) and opened from a real trigger with the keyboard (Enter on the focused
 * control); the focus must move into the dialog, stay inside it through a full round of Tab and of Shift+Tab past
 * both ends, and, when the dialog is closed with Escape (or, for the dialogs that must be answered, with their own
 * button), go back to the trigger. The keys are real key presses (the browser provider), not synthesised events.
 */
setProjectAnnotations([preview.default]);

const GLOBALS = { initialGlobals: { niche: '1', locale: 'en' } };
type Stories = Record<string, ComponentType<Record<string, unknown>>>;
const compose = (module: Parameters<typeof composeStories>[0]) => composeStories(module, GLOBALS) as unknown as Stories;

/** Elements that Tab can reach (as tests/e2e/journey-support/keyboard.ts counts them). */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Case {
  /** What is tested, in the test's name. */
  name: string;
  /** The story, composed with the project's decorators (theme, i18n, router links). */
  Story: ComponentType<Record<string, unknown>>;
  /** Args over the story's (a closed dialog to start with). */
  args?: Record<string, unknown>;
  /**
   * For a dialog whose story has no trigger: the test renders a button that opens it and passes the story these
   * props to control it.
   */
  controlled?: (open: boolean, setOpen: (open: boolean) => void) => Record<string, unknown>;
  /** The trigger's accessible name (a button). */
  trigger: string | RegExp;
  /** Opens the dialog from the focused trigger (default: Enter). */
  open?: () => Promise<void>;
  /** The dialog's accessible name. */
  dialog: string | RegExp;
  /** The dialog must be answered: Escape leaves it open and this button closes it. */
  closeWith?: string | RegExp;
}

const OPENER = 'Open the dialog';

/** The test's trigger for a dialog whose story has none. */
function Controlled({ Story, props }: { Story: Case['Story']; props: NonNullable<Case['controlled']> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {OPENER}
      </button>
      <Story {...props(open, setOpen)} />
    </>
  );
}

const modal = compose(ModalStories);
const icebreaker = compose(IcebreakerModalStories);
const bonus = compose(BonusModalStories);
const timeBonus = compose(TimeBonusModalStories);
const welcomeBonus = compose(WelcomeBonusModalStories);
const gifts = compose(GiftPickerStories);
const reminder = compose(ActivationReminderStories);
const match = compose(MatchModalStories);
const lightbox = compose(PhotoLightboxStories);
const like = compose(LikeModalStories);
const photos = compose(PhotoManagerStories);
const reason = compose(ReasonDialogStories);
const actions = compose(ProfileActionsStories);
const topBar = compose(ChatTopBarStories);
const entry = compose(SiteEntryWarningStories);
const signup = compose(SignupModalStories);
const chats = compose(ChatsScreenStories);
const moderation = compose(MemberModerationScreenStories);
const staff = compose(StaffAccountsScreenStories);
const editor = compose(SiteEditorScreenStories);

const CASES: Case[] = [
  { name: 'Modal', Story: modal.Playground!, trigger: 'Delete', dialog: 'Delete this conversation?' },
  { name: 'IcebreakerModal', Story: icebreaker.Playground!, args: { open: false }, trigger: '💬', dialog: /Anna/ },
  {
    name: 'BonusModal',
    Story: bonus.Playground!,
    controlled: (open, setOpen) => ({ open, onClose: () => setOpen(false) }),
    trigger: OPENER,
    dialog: 'Your time bonus is running',
  },
  { name: 'TimeBonusModal', Story: timeBonus.Playground!, args: { open: false }, trigger: '25%', dialog: 'Your time bonus is running' },
  // SPEC §2: the welcome bonus closes on its close icon only.
  { name: 'WelcomeBonusModal', Story: welcomeBonus.Playground!, args: { open: false }, trigger: '25%', dialog: /./, closeWith: 'Close' },
  { name: 'GiftPicker', Story: gifts.Playground!, args: { open: false }, trigger: '🎁', dialog: /Anna/ },
  {
    name: 'ActivationReminder (modal)',
    Story: reminder.Modal!,
    controlled: (open, setOpen) => ({ open, onOpenChange: setOpen }),
    trigger: OPENER,
    dialog: 'One last step: check your email',
  },
  { name: 'MatchModal', Story: match.Playground!, args: { open: false }, trigger: '❤', dialog: /./ },
  { name: 'PhotoLightbox', Story: lightbox.Playground!, args: { index: null }, trigger: 'Photos of Anna', dialog: 'Photos of Anna' },
  { name: 'LikeModal', Story: like.Playground!, args: { open: false }, trigger: '♥', dialog: /./ },
  {
    name: 'PhotoManager (delete confirmation)',
    Story: photos.Playground!,
    trigger: 'Delete photo',
    dialog: 'Delete this photo?',
  },
  { name: 'ReasonDialog', Story: reason.Default!, trigger: 'Ban member', dialog: 'Ban Anna?' },
  { name: 'ProfileActions (block confirmation)', Story: actions.Playground!, trigger: 'Block', dialog: /^Block / },
  {
    // Opened from a menu item: the focus goes back to the menu's button.
    name: 'ChatTopBar (delete confirmation, from its menu)',
    Story: topBar.Playground!,
    trigger: 'Conversation options',
    open: async () => {
      await userEvent.keyboard('{Enter}');
      const item = await screen.findByRole('menuitem', { name: 'Delete conversation' });
      for (let step = 0; step < 8 && document.activeElement !== item; step += 1) await userEvent.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(item);
      await userEvent.keyboard('{Enter}');
    },
    dialog: 'Delete your conversation with Anna?',
  },
  // SPEC §2: the entry warning must be answered (no Escape); entering closes it.
  {
    name: 'SiteEntryWarning',
    Story: entry.Playground!,
    controlled: (open, setOpen) => ({ open, onEnter: () => setOpen(false) }),
    trigger: OPENER,
    dialog: /./,
    closeWith: /^(Enter|I am 18)/,
  },
  { name: 'SignupModal', Story: signup.Playground!, args: { open: false }, trigger: 'Create your free account', dialog: 'Create your free account' },
  { name: 'ChatsScreen (delete confirmation)', Story: chats.Playground!, trigger: 'Delete conversation with Mark de Vries', dialog: 'Delete your conversation with Mark de Vries?' },
  { name: 'CreditCorrectionDialog', Story: moderation.CorrectCredits!, trigger: 'Correct credits', dialog: 'Correct the credits of Mark de Vries' },
  { name: 'MemberModerationScreen (ban)', Story: moderation.Ban!, trigger: 'Ban member', dialog: 'Ban Mark de Vries?' },
  { name: 'StaffAccountsScreen (edit)', Story: staff.EditAndResetTotp!, trigger: 'Edit (Lisa Bakker)', dialog: 'Edit Lisa Bakker' },
  {
    name: 'StaffAccountsScreen (reset two-step sign-in)',
    Story: staff.EditAndResetTotp!,
    trigger: 'Reset two-step sign-in (Tom Jansen)',
    dialog: 'Reset two-step sign-in of Tom Jansen?',
  },
  { name: 'PackagesPanel (add)', Story: editor.Packages!, trigger: 'Add package', dialog: 'Add package' },
  { name: 'PackagesPanel (edit)', Story: editor.PackageEditAndDelete!, trigger: 'Edit (60 credits)', dialog: 'Edit package' },
  { name: 'PackagesPanel (delete)', Story: editor.PackageEditAndDelete!, trigger: 'Delete (25 credits)', dialog: 'Delete 25 credits?' },
  { name: 'DiscountCodesPanel (add)', Story: editor.DiscountCodes!, trigger: 'Add discount code', dialog: 'Add discount code' },
  { name: 'DiscountCodesPanel (delete)', Story: editor.DiscountCodes!, trigger: 'Delete (SPRING2026)', dialog: 'Delete code SPRING2026?' },
];

/** A short description of the focused element, for failure messages. */
function focused(): string {
  const element = document.activeElement;
  if (!element || element === document.body) return '(body)';
  const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
  return `${element.tagName.toLowerCase()} "${name}"`;
}

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
  document.body.innerHTML = '';
});

describe('every modal traps the focus and gives it back', () => {
  for (const testCase of CASES) {
    it(testCase.name, async () => {
      container = document.createElement('div');
      document.body.appendChild(container);
      root = createRoot(container);
      const { Story, controlled } = testCase;
      root.render(controlled ? <Controlled Story={Story} props={controlled} /> : <Story {...testCase.args} />);

      const trigger = (await screen.findAllByRole('button', { name: testCase.trigger }))[0]!;
      trigger.focus();
      expect(document.activeElement, 'the trigger takes the focus').toBe(trigger);
      await (testCase.open ?? (() => userEvent.keyboard('{Enter}')))();

      const dialog = await screen.findByRole('dialog', { name: testCase.dialog });
      await waitFor(() => expect(dialog.contains(document.activeElement), `the focus moves into the dialog (${focused()})`).toBe(true));
      const reachable = dialog.querySelectorAll(TABBABLE).length;
      expect(reachable, 'the dialog has something to focus').toBeGreaterThan(0);
      for (const [key, label] of [
        ['{Tab}', 'Tab'],
        ['{Shift>}{Tab}{/Shift}', 'Shift+Tab'],
      ] as const) {
        for (let press = 1; press <= reachable + 2; press += 1) {
          await userEvent.keyboard(key);
          expect(dialog.contains(document.activeElement), `after ${press} × ${label} the focus is still in the dialog (${focused()})`).toBe(true);
        }
      }

      if (testCase.closeWith) {
        // Escape does not dismiss it; its own button does.
        await userEvent.keyboard('{Escape}');
        expect(screen.getByRole('dialog', { name: testCase.dialog })).toBe(dialog);
        const close = within(dialog).getByRole('button', { name: testCase.closeWith });
        for (let press = 0; press < reachable + 1 && document.activeElement !== close; press += 1) await userEvent.keyboard('{Tab}');
        expect(document.activeElement, `Tab reaches ${String(testCase.closeWith)}`).toBe(close);
        await userEvent.keyboard('{Enter}');
      } else {
        await userEvent.keyboard('{Escape}');
      }
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement, `the focus is back on the trigger (${focused()})`).toBe(trigger));
    });
  }
});
