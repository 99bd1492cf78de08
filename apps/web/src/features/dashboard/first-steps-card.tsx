import type { User } from '@app/contract/user';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Circle, CircleCheck, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useHoldings } from '../../lib/queries/holdings';
import { walletRequestsQueryOptions } from '../../lib/queries/wallet-requests';
import { type FirstStep, firstSteps, nextStep, type StepId } from './first-steps';

const settings = (section: string) => `${paths.settings}?section=${section}`;
const LINKS: Partial<Record<StepId, { to: string; label: string }>> = {
  profile: { to: settings('verification'), label: 'Add your details' },
  identity: { to: settings('verification'), label: 'Upload your document' },
  invest: { to: paths.investments, label: 'Explore investments' },
};

const ICON = { done: CircleCheck, waiting: Clock, todo: Circle } as const;
const TONE = { done: 'text-emerald-600', waiting: 'text-amber-600', todo: 'text-slate-400' } as const;

function StepAction({
  step,
  onBank,
  onDeposit,
}: {
  step: FirstStep;
  onBank: () => void;
  onDeposit: () => void;
}) {
  const classes = buttonClasses('primary', 'sm', 'shrink-0');
  const link = LINKS[step.id];
  const label = link?.label ?? (step.id === 'bank' ? 'Add a bank account' : 'Deposit');
  const content = (
    <>
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  if (link) {
    return (
      <Link to={link.to} className={classes}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={classes} onClick={step.id === 'bank' ? onBank : onDeposit}>
      {content}
    </button>
  );
}

/**
 * The dashboard's "Get started" checklist for a customer who has not made a first investment yet:
 * every step with its state in words, and the next one with the way to do it. Gone once all are done.
 */
export function FirstStepsCard({
  user,
  onAddBank,
  onDeposit,
}: {
  user: User;
  onAddBank: () => void;
  onDeposit: () => void;
}) {
  const deposits = useQuery(walletRequestsQueryOptions('deposit', user._id));
  const holdings = useHoldings(user._id);
  if (user.userRole === 'admin' || !deposits.data || !holdings.data) return null;
  const steps = firstSteps({
    user,
    depositStatuses: deposits.data.map((d) => d.status),
    holdings: holdings.data.data.length,
  });
  const next = nextStep(steps);
  if (steps.every((s) => s.state === 'done')) return null;
  const done = steps.filter((s) => s.state === 'done').length;
  return (
    <Card>
      <section aria-labelledby="first-steps-title">
        <CardHeader>
          <CardTitle id="first-steps-title">Get started</CardTitle>
          <CardDescription>
            {done} of {steps.length} steps done.{' '}
            {next
              ? `Next: ${next.title.toLowerCase()}.`
              : 'We are working on the rest; we email you when it is done.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="divide-y divide-slate-100">
            {steps.map((step) => {
              const Icon = ICON[step.state];
              const isNext = step === next;
              return (
                <li
                  key={step.id}
                  aria-current={isNext ? 'step' : undefined}
                  className={cn(
                    'flex flex-wrap items-center gap-x-3 gap-y-2 py-3',
                    isNext && 'font-semibold',
                  )}
                >
                  <Icon aria-hidden="true" className={cn('size-5 shrink-0', TONE[step.state])} />
                  <span className="min-w-0 flex-1">
                    <span className="block text-slate-900">{step.title}</span>
                    <span className="block text-sm font-normal text-slate-600">{step.status}</span>
                  </span>
                  {isNext && (
                    // On a phone the action takes its own line under the step, not a squeezed corner.
                    <span className="basis-full pl-8 sm:basis-auto sm:pl-0">
                      <StepAction step={step} onBank={onAddBank} onDeposit={onDeposit} />
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </CardContent>
      </section>
    </Card>
  );
}
