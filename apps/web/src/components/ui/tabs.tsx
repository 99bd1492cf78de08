import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs in the app's look, after the WAI-ARIA tabs pattern: a tablist of tabs with one tab stop (the
 * selected tab), Left/Right (Up/Down when vertical; wrapping), Home and End move to a tab and select
 * it, each tab controls its panel, and only the selected panel is rendered. The *Base parts carry
 * the behaviour alone, for a menu with its own look (settings). Written here rather than taken from
 * Radix: the signed-in screens that open on tabs (investments, transactions) are CPU-bound on a
 * phone, and Radix's tabs brought three more chunks and a forced style recalculation per panel on
 * mount (docs/deploy.md §7).
 */
type Orientation = 'horizontal' | 'vertical';

interface TabsState {
  value: string;
  orientation: Orientation;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be inside <Tabs>');
  return tabs;
}

type TabsProps = { children: ReactNode; className?: string; orientation?: Orientation } & (
  | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
  | { defaultValue: string; value?: never; onValueChange?: (value: string) => void }
);

export function Tabs({ children, className, orientation = 'horizontal', ...props }: TabsProps) {
  const [own, setOwn] = useState(props.defaultValue ?? '');
  const base = useId();
  const value = props.value ?? own;
  // A controlled value may follow a selection a render later (settings and admin keep it in the URL):
  // a tab pressed meanwhile is compared with the last one asked for too, not only with what is drawn.
  const requested = useRef(value);
  const select = (next: string) => {
    if (next === value && next === requested.current) return;
    requested.current = next;
    if (props.value === undefined) setOwn(next);
    props.onValueChange?.(next);
  };
  // Values become part of ids: anything but letters, digits, '-' and '_' is replaced.
  const idOf = (part: 'tab' | 'panel', v: string) => `${base}-${part}-${v.replace(/[^\w-]/g, '_')}`;
  return (
    <TabsContext value={{ value, orientation, select, idOf }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

/** The tabs of a list, in order, and the one holding the focus. */
function tabsAround(target: HTMLElement) {
  const list = target.closest('[role="tablist"]');
  const tabs = list ? [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')] : [];
  return { tabs, at: tabs.indexOf(target as HTMLButtonElement) };
}

const NEXT_KEY: Record<Orientation, string> = { horizontal: 'ArrowRight', vertical: 'ArrowDown' };
const PREVIOUS_KEY: Record<Orientation, string> = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' };

/** The tablist's behaviour without the look (the settings menu draws its own). */
export function TabListBase({ onKeyDown, ...rest }: ComponentProps<'div'>) {
  const { orientation } = useTabs();
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const { tabs, at } = tabsAround(event.target as HTMLElement);
    if (at < 0 || tabs.length === 0) return;
    const next =
      event.key === NEXT_KEY[orientation]
        ? (at + 1) % tabs.length
        : event.key === PREVIOUS_KEY[orientation]
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return <div role="tablist" aria-orientation={orientation} onKeyDown={onKey} {...rest} />;
}

export function TabsList({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <TabListBase
      className={cn('inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1', className)}
      {...rest}
    />
  );
}

type TabProps = Omit<ComponentProps<'button'>, 'value' | 'onClick'> & { value: string };

/** A tab's behaviour without the look. */
export function TabBase({ value, ...rest }: TabProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: TabProps) {
  return (
    <TabBase
      className={cn(
        'h-9 shrink-0 rounded-lg px-4 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors',
        'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}

/** A panel's behaviour without the look: rendered only while its tab is selected. */
export function TabPanelBase({ value, ...rest }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel is a tab stop when it has nothing focusable first (ARIA tabs pattern)
      tabIndex={0}
      data-state="active"
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<'div'> & { value: string }) {
  return <TabPanelBase className={cn('mt-4', className)} {...rest} />;
}
