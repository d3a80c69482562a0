import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { useLinkComponent } from '../Link/LinkProvider';
import {
  MenuContent,
  MenuIndicatorSlot,
  MenuItem,
  MenuItemIcon,
  MenuItemLink,
  MenuLabel,
  MenuRadioItem,
  MenuSeparator,
} from './Dropdown.styles';

export type DropdownRootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Modal menus block the page behind them while open (Radix default). */
  modal?: boolean;
  children: ReactNode;
};

function Root(props: DropdownRootProps) {
  return <Menu.Root {...props} />;
}
Root.displayName = 'Dropdown.Root';

/** The control that opens the menu: pass one element (usually a Button or IconButton). */
function Trigger({ children }: { children: ReactNode }) {
  return <Menu.Trigger asChild>{children}</Menu.Trigger>;
}
Trigger.displayName = 'Dropdown.Trigger';

export type DropdownContentProps = {
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Names the menu for screen readers when its trigger has no text (an icon trigger names it already). */
  'aria-label'?: string;
  children: ReactNode;
};

function Content({ align = 'end', side = 'bottom', children, ...rest }: DropdownContentProps) {
  return (
    <Menu.Portal>
      <MenuContent align={align} side={side} sideOffset={6} collisionPadding={8} loop {...rest}>
        {children}
      </MenuContent>
    </Menu.Portal>
  );
}
Content.displayName = 'Dropdown.Content';

export type DropdownItemProps = {
  onSelect?: (event: Event) => void;
  /** Makes the item a link (through the app's router link). */
  href?: string;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  children: ReactNode;
};

function Item({ onSelect, href, icon, tone = 'default', disabled, children }: DropdownItemProps) {
  const linkComponent = useLinkComponent();
  const body = (
    <>
      {icon ? <MenuItemIcon aria-hidden="true">{icon}</MenuItemIcon> : null}
      <span>{children}</span>
    </>
  );
  if (href !== undefined) {
    return (
      <Menu.Item asChild onSelect={onSelect} disabled={disabled}>
        <MenuItemLink as={linkComponent} href={href} $tone={tone}>
          {body}
        </MenuItemLink>
      </Menu.Item>
    );
  }
  return (
    <MenuItem onSelect={onSelect} disabled={disabled} $tone={tone}>
      {body}
    </MenuItem>
  );
}
Item.displayName = 'Dropdown.Item';

function Label({ children }: { children: ReactNode }) {
  return <MenuLabel>{children}</MenuLabel>;
}
Label.displayName = 'Dropdown.Label';

function Separator() {
  return <MenuSeparator />;
}
Separator.displayName = 'Dropdown.Separator';

export type DropdownRadioGroupProps = {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
};

function RadioGroup({ value, onValueChange, children }: DropdownRadioGroupProps) {
  return (
    <Menu.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </Menu.RadioGroup>
  );
}
RadioGroup.displayName = 'Dropdown.RadioGroup';

export type DropdownRadioItemProps = {
  value: string;
  disabled?: boolean;
  /** The language of the item's text when it differs from the page's (each language in its own name). */
  lang?: string;
  children: ReactNode;
};

function RadioItem({ value, disabled, lang, children }: DropdownRadioItemProps) {
  return (
    <MenuRadioItem value={value} disabled={disabled} lang={lang}>
      <MenuIndicatorSlot aria-hidden="true">
        <Menu.ItemIndicator>
          <Icon name="check" />
        </Menu.ItemIndicator>
      </MenuIndicatorSlot>
      <span>{children}</span>
    </MenuRadioItem>
  );
}
RadioItem.displayName = 'Dropdown.RadioItem';

/** A menu over `@radix-ui/react-dropdown-menu`: arrow keys, typeahead, Escape and focus return come from Radix. */
export const Dropdown = { Root, Trigger, Content, Item, Label, Separator, RadioGroup, RadioItem };

export type DropdownProps = DropdownRootProps;
