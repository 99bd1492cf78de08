import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * Radix Tabs in the app's look: the WAI-ARIA tabs pattern (one tab stop, arrows that wrap, Home and
 * End select a tab, each tab labels its panel, only the selected panel is rendered). Screens with a
 * look of their own (the settings menu) use `TabsPrimitive` directly.
 */
export { TabsPrimitive };

/**
 * Radix's Root. A controlled value kept in the URL (investments, settings, admin) follows a
 * selection a navigation later, and keys pressed meanwhile would be judged against the old value
 * (Home on a tab Radix still thinks selected selects nothing): the tab chosen is shown at once, and
 * the value given wins again whenever it changes.
 */
export function Tabs({ value, onValueChange, ...rest }: ComponentProps<typeof TabsPrimitive.Root>) {
  const [given, setGiven] = useState(value);
  const [chosen, setChosen] = useState(value);
  if (value !== given) {
    setGiven(value);
    setChosen(value);
  }
  const select = (next: string) => {
    setChosen(next);
    onValueChange?.(next);
  };
  return (
    <TabsPrimitive.Root value={value === undefined ? undefined : chosen} onValueChange={select} {...rest} />
  );
}

export function TabsList({ className, ...rest }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1', className)}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'h-9 shrink-0 rounded-lg px-4 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors',
        'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4', className)} {...rest} />;
}
