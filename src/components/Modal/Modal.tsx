import * as Dialog from '@radix-ui/react-dialog';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import {
  ModalBody,
  ModalCloseSlot,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalOverlay,
  ModalScroll,
  ModalTitle,
} from './Modal.styles';

export const MODAL_SIZES = ['sm', 'md', 'lg', 'fullscreen'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
export const MODAL_CLOSE_MODES = ['default', 'anywhere', 'closeButton'] as const;
export type ModalCloseOn = (typeof MODAL_CLOSE_MODES)[number];

type ModalContextValue = {
  requestOpenChange: (open: boolean) => void;
  /** Set by the content while busy: the modal then refuses to close from inside. */
  busyRef: { current: boolean };
  hasCloseButton: boolean;
  setHasCloseButton: (value: boolean) => void;
  /** The control that last had the focus while the modal was closed (see `openerFor`). */
  lastFocusRef: { current: HTMLElement | null };
};

/**
 * The control to give the focus back to when a modal closes, for the element that had the focus when it opened: the
 * element itself, or for an item of a menu (which closes with its menu) the menu's button.
 */
function openerFor(element: EventTarget | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menuButtonId = element.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const menuButton = menuButtonId ? document.getElementById(menuButtonId) : null;
  return menuButton ?? element;
}

const ModalContext = createContext<ModalContextValue | null>(null);

function useModalContext(part: string): ModalContextValue {
  const value = useContext(ModalContext);
  if (!value) throw new Error(`${part} must be used inside <Modal.Root>`);
  return value;
}

export type ModalRootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

function Root({ open, defaultOpen = false, onOpenChange, children }: ModalRootProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const controlled = open !== undefined;
  const isOpen = controlled ? open : uncontrolledOpen;
  const busyRef = useRef(false);
  const [hasCloseButton, setHasCloseButton] = useState(false);
  // While closed, where the focus last was: a modal opened from a menu item finds the focus on the page's body by the
  // time it opens (the item has gone with its menu), and gives it back to the menu's button instead.
  const lastFocusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isOpen) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      lastFocusRef.current = openerFor(event.target);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [isOpen]);
  // One click can reach both a close control and a close-anywhere surface: report it once. The guard lasts
  // until the event has been handled (a microtask), so a controlled parent that refuses a change is asked again next time.
  const pending = useRef<boolean | null>(null);

  const requestOpenChange = useCallback(
    (next: boolean) => {
      if (!next && busyRef.current) return;
      if (pending.current === next) return;
      pending.current = next;
      queueMicrotask(() => {
        pending.current = null;
      });
      if (!controlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );

  const value = useMemo(
    () => ({ requestOpenChange, busyRef, hasCloseButton, setHasCloseButton, lastFocusRef }),
    [requestOpenChange, hasCloseButton],
  );
  return (
    <ModalContext.Provider value={value}>
      <Dialog.Root open={isOpen} onOpenChange={requestOpenChange}>
        {children}
      </Dialog.Root>
    </ModalContext.Provider>
  );
}
Root.displayName = 'Modal.Root';

type AsChildProps = { children: ReactNode };

/** The control that opens the modal: pass one element (usually a Button); it receives the trigger's props. */
function Trigger({ children }: AsChildProps) {
  return <Dialog.Trigger asChild>{children}</Dialog.Trigger>;
}
Trigger.displayName = 'Modal.Trigger';

/** Wraps an element (usually a Button) that closes the modal. */
function Close({ children }: AsChildProps) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}
Close.displayName = 'Modal.Close';

export type ModalContentProps = Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'asChild' | 'children'> & {
  size?: ModalSize;
  /**
   * `default`: backdrop click, Escape and the close icon close it. `anywhere`: any click, inside too, closes it
   * (SPEC §2 conversation and like modals). `closeButton`: only the close icon (SPEC §2 welcome-bonus modal).
   */
  closeOn?: ModalCloseOn;
  /** Work in progress (SPEC §2 signup): backdrop and Escape do not close it, the close icon is disabled. */
  busy?: boolean;
  hideCloseButton?: boolean;
  children: ReactNode;
};

function Content({
  size = 'md',
  closeOn = 'default',
  busy = false,
  hideCloseButton = false,
  children,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onClick,
  ...rest
}: ModalContentProps) {
  const { t } = useTranslation('common');
  const { requestOpenChange, busyRef, setHasCloseButton, lastFocusRef } = useModalContext('Modal.Content');
  const outsideLocked = busy || closeOn === 'closeButton';
  // The element that had the focus when the modal opened (openerFor). Radix gives the focus back to a Modal.Trigger
  // only; a modal opened by other means (an address, a like's answer, a menu) would leave it on the page's body.
  const openerRef = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    busyRef.current = busy;
    return () => {
      busyRef.current = false;
    };
  }, [busy, busyRef]);
  useLayoutEffect(() => {
    setHasCloseButton(!hideCloseButton);
  }, [hideCloseButton, setHasCloseButton]);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (closeOn === 'anywhere' && !event.defaultPrevented) requestOpenChange(false);
  };

  return (
    <Dialog.Portal>
      <ModalOverlay data-modal-overlay="" />
      <ModalContent
        {...rest}
        $size={size}
        aria-busy={busy || undefined}
        data-close-on={closeOn}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (outsideLocked) event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (outsideLocked) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (outsideLocked) event.preventDefault();
        }}
        onOpenAutoFocus={(event) => {
          const lastFocus = lastFocusRef.current;
          openerRef.current = openerFor(document.activeElement) ?? (lastFocus?.isConnected ? lastFocus : null);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const opener = openerRef.current;
          openerRef.current = null;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus({ preventScroll: true });
          }
        }}
        onClick={handleClick}
      >
        <ModalScroll>{children}</ModalScroll>
        {hideCloseButton ? null : (
          <ModalCloseSlot>
            <Dialog.Close asChild>
              <IconButton label={t('close')} icon={<Icon name="close" />} disabled={busy} />
            </Dialog.Close>
          </ModalCloseSlot>
        )}
      </ModalContent>
    </Dialog.Portal>
  );
}
Content.displayName = 'Modal.Content';

export type ModalTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  /** Keeps the title for screen readers only (a picture-led modal); every modal needs a title. */
  visuallyHidden?: boolean;
};

/** The modal's heading and accessible name. Required in every modal. */
function Title({ visuallyHidden = false, ...rest }: ModalTitleProps) {
  const { hasCloseButton } = useModalContext('Modal.Title');
  return <ModalTitle $withClose={hasCloseButton} $hidden={visuallyHidden} {...rest} />;
}
Title.displayName = 'Modal.Title';

function Description(props: HTMLAttributes<HTMLParagraphElement>) {
  return <ModalDescription {...props} />;
}
Description.displayName = 'Modal.Description';

function Body(props: HTMLAttributes<HTMLDivElement>) {
  return <ModalBody {...props} />;
}
Body.displayName = 'Modal.Body';

/** The actions row: stacked full-width on phones (primary action on top), right-aligned from the sm breakpoint. */
function Footer(props: HTMLAttributes<HTMLDivElement>) {
  return <ModalFooter {...props} />;
}
Footer.displayName = 'Modal.Footer';

/** A dialog over `@radix-ui/react-dialog`: focus is trapped inside and returns to the trigger on close. */
export const Modal = { Root, Trigger, Content, Title, Description, Body, Footer, Close };

export type ModalProps = ModalRootProps;
