import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { LinkList, Nav, Panel, Root, TabButton, TabLink, TabList } from './Tabs.styles';
import { nextTabIndex } from './nextTabIndex';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Shown after the label, such as a Badge with a count; it becomes part of the tab's name. */
  badge?: ReactNode;
  /** The panel shown while this tab is selected. Leave it out when the content is rendered elsewhere. */
  content?: ReactNode;
  /** Turns the tabs into navigation links (routed tabs such as /likes/{type}). */
  href?: string;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab (controlled); for link tabs, the current page's tab. */
  value?: string;
  /** The first selected tab when uncontrolled; defaults to the first enabled item. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Link tabs: called on click, so the app can route without a page load (call `event.preventDefault()`). */
  onLinkClick?: (value: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Names the tab list (or the navigation landmark for link tabs); already translated. */
  ariaLabel: string;
  /** Tabs share the row's width equally instead of sizing to their labels. */
  fitted?: boolean;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move the selection; only the selected
 * tab is in the tab order. With `href` on the items they render as a navigation of links instead,
 * the current one marked `aria-current="page"`.
 */
export function Tabs({ items, value, defaultValue, onValueChange, onLinkClick, ariaLabel, fitted = false, className }: TabsProps) {
  const baseId = `tabs-${useId()}`;
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? uncontrolled;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedItem = items.find((item) => item.value === selected);

  if (items.some((item) => item.href !== undefined)) {
    return (
      <Root className={className}>
        <Nav aria-label={ariaLabel}>
          <LinkList $fitted={fitted}>
            {items.map((item) => {
              const current = item.value === selected;
              return (
                <li key={item.value}>
                  <TabLink
                    href={item.href}
                    $selected={current}
                    aria-current={current ? 'page' : undefined}
                    onClick={(event) => onLinkClick?.(item.value, event)}
                  >
                    <span>{item.label}</span>
                    {item.badge ?? null}
                  </TabLink>
                </li>
              );
            })}
          </LinkList>
        </Nav>
        {selectedItem?.content !== undefined ? <div>{selectedItem.content}</div> : null}
      </Root>
    );
  }

  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== selected) onValueChange?.(next);
  };
  const hasPanels = items.some((item) => item.content !== undefined);
  // Keeps one tab in the tab order even when `value` matches no item.
  const selectedIndex = items.findIndex((item) => item.value === selected);
  const focusableIndex = selectedIndex >= 0 ? selectedIndex : items.findIndex((item) => !item.disabled);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(items, selectedIndex < 0 ? 0 : selectedIndex, event.key);
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    select(item.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <Root className={className}>
      <TabList role="tablist" aria-label={ariaLabel} aria-orientation="horizontal" $fitted={fitted} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <TabButton
              key={item.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={hasPanels ? panelId(index) : undefined}
              tabIndex={index === focusableIndex ? 0 : -1}
              disabled={item.disabled}
              $selected={isSelected}
              onClick={() => select(item.value)}
            >
              <span>{item.label}</span>
              {item.badge ?? null}
            </TabButton>
          );
        })}
      </TabList>
      {hasPanels
        ? items.map((item, index) => {
            const isSelected = item.value === selected;
            return (
              <Panel key={item.value} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} tabIndex={0} hidden={!isSelected}>
                {isSelected ? item.content : null}
              </Panel>
            );
          })
        : null}
    </Root>
  );
}
