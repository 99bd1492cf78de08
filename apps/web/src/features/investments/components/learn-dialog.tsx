import { CalendarCheck, Percent, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { RISK_STATEMENT } from './risk-statement';

const sections = [
  {
    Icon: Percent,
    title: 'How returns work',
    text:
      'Each offering shows a return, such as 18%. It is a percent of the amount you invest, for the whole ' +
      'term of the investment, not per year. Expected return = amount invested × return, rounded to the ' +
      'cent. Example: $1,000 at 18% expects $180, so $1,180 in total.',
  },
  {
    Icon: CalendarCheck,
    title: 'How maturity works',
    text:
      'You buy 1 to 100 units with your wallet balance. The investment matures one term after you buy it ' +
      '(for example 9 months later). On that date the amount invested plus the return is paid into your ' +
      'wallet automatically and the investment moves to Completed. The return comes from the offering’s ' +
      'payout funding: if that cannot cover it yet, the amount invested is still paid and the return ' +
      'follows once the offering is funded. Until maturity the money stays invested: it cannot be ' +
      'withdrawn early.',
  },
  {
    Icon: TriangleAlert,
    title: 'Risk',
    text: `${RISK_STATEMENT} The value of investments can go down as well as up, and you could get back less than you invest. Only invest money you will not need before the maturity date, and spread it across more than one offering.`,
  },
];

/** The explainer behind the balance card's Learn button. */
export function LearnDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="How investing works"
      description="Returns, maturity and risk, in plain words."
      className="max-w-lg"
      footer={
        <DialogClose asChild>
          <Button>Got it</Button>
        </DialogClose>
      }
    >
      <section
        aria-label="How investing works"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it
        tabIndex={0}
        className="max-h-[60dvh] space-y-4 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {sections.map(({ Icon, title, text }) => (
          <section key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50">
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </div>
          </section>
        ))}
      </section>
    </Dialog>
  );
}
