import { PLAN_MSG, PLANS, type Plan, setPlanSchema } from '@app/contract/referrals';
import type { User } from '@app/contract/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api';
import { submitToServer } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSetPlan } from '../api/use-set-plan';

const PLAN_LABELS: Record<Plan, string> = {
  free: 'Free: platform fee on each purchase',
  member: 'Member: no platform fee',
};

interface PlanFormValues {
  plan: Plan;
  reason: string;
}

/** Moves a customer between the free plan and membership; the reason goes to the activity log. */
export function PlanDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const save = useSetPlan();
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(setPlanSchema),
    defaultValues: { plan: 'member', reason: '' },
  });
  const { reset } = form;
  const { errors } = form.formState;
  useEffect(() => {
    if (user) reset({ plan: user.plan === 'member' ? 'free' : 'member', reason: '' });
  }, [user, reset]);

  const onSubmit = submitToServer(
    form,
    ['plan', 'reason'],
    async (values) => {
      if (!user) return;
      const answer = await save.mutateAsync({ userId: user._id, ...values });
      toast.success(answer.message);
      onClose();
    },
    (e) => toast.error(errorMessage(e, PLAN_MSG.planInvalid)),
  );

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title="Change plan"
      description={
        user ? `${user.name} is on the ${user.plan === 'member' ? 'member' : 'free'} plan.` : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="plan-form" busy={save.isPending} busyLabel="Saving…">
            Save plan
          </Button>
        </>
      }
    >
      <form id="plan-form" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField label="Plan" error={errors.plan?.message}>
          {(c) => (
            <Select {...c} {...form.register('plan')}>
              {PLANS.map((p) => (
                <option key={p} value={p}>
                  {PLAN_LABELS[p]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Reason" error={errors.reason?.message}>
          {(c) => <Input {...c} autoComplete="off" {...form.register('reason')} />}
        </FormField>
      </form>
    </Dialog>
  );
}
