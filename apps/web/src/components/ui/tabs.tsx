import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Radix Tabs in the app's look: the WAI-ARIA tabs pattern (one tab stop, arrows that wrap, Home and
 * End select a tab, each tab labels its panel, only the selected panel is rendered). Screens with a
 * look of their own (the settings menu) use `TabsPrimitive` directly.
 */
export const Tabs = TabsPrimitive.Root;
export { TabsPrimitive };

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
