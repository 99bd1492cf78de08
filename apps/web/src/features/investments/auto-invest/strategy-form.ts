import { type Strategy, strategyCreateSchema } from '@app/contract/auto-invest';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { StrategyBody } from './auto-invest-api';

/** What the strategy form holds: text as typed, so an empty box means "not set". */
export interface StrategyFormValues {
  name: string;
  active: boolean;
  categories: string[];
  maxTermMonths: string;
  minAnnualRate: string;
  maxAnnualRate: string;
  performingOnly: boolean;
  amountPerOffering: string;
  maxSharePerOffering: string;
  maxSharePerCategory: string;
  budget: string;
  cashReserve: string;
  consent: boolean;
  kiisAcknowledged: boolean;
}

export const STRATEGY_FIELDS = [
  'name',
  'categories',
  'maxTermMonths',
  'minAnnualRate',
  'maxAnnualRate',
  'amountPerOffering',
  'maxSharePerOffering',
  'maxSharePerCategory',
  'budget',
  'cashReserve',
  'consent',
  'kiisAcknowledged',
] as const;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

export function formValuesOf(s?: Strategy): StrategyFormValues {
  return {
    name: s?.name ?? '',
    active: s?.active ?? true,
    categories: s?.criteria.categories ?? [],
    maxTermMonths: text(s?.criteria.maxTermMonths),
    minAnnualRate: text(s?.criteria.minAnnualRate),
    maxAnnualRate: text(s?.criteria.maxAnnualRate),
    performingOnly: s?.criteria.performingOnly ?? false,
    amountPerOffering: text(s?.amountPerOffering),
    maxSharePerOffering: text(s?.maxSharePerOffering ?? 10),
    maxSharePerCategory: text(s?.maxSharePerCategory),
    budget: text(s?.budget),
    cashReserve: text(s?.cashReserve ?? 0),
    consent: s?.consentGiven ?? false,
    kiisAcknowledged: s?.kiisAcknowledged ?? false,
  };
}

/** '' is "not set"; anything else is sent as typed (a number when it reads as one) for the schema to judge. */
const num = (v: string): number | undefined => {
  const t = v.trim().replace(/[$,%\s]/g, '');
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isNaN(n) ? (v as unknown as number) : n;
};

export function bodyOf(v: StrategyFormValues): StrategyBody {
  const criteria: StrategyBody['criteria'] = {};
  if (v.categories.length > 0) criteria.categories = v.categories;
  const maxTerm = num(v.maxTermMonths);
  if (maxTerm !== undefined) criteria.maxTermMonths = maxTerm;
  const min = num(v.minAnnualRate);
  if (min !== undefined) criteria.minAnnualRate = min;
  const max = num(v.maxAnnualRate);
  if (max !== undefined) criteria.maxAnnualRate = max;
  if (v.performingOnly) criteria.performingOnly = true;
  const perCategory = num(v.maxSharePerCategory);
  return {
    name: v.name,
    active: v.active,
    criteria,
    amountPerOffering: num(v.amountPerOffering) as number,
    maxSharePerOffering: num(v.maxSharePerOffering) as number,
    ...(perCategory !== undefined ? { maxSharePerCategory: perCategory } : {}),
    budget: num(v.budget) as number,
    cashReserve: num(v.cashReserve) ?? 0,
    consent: v.consent,
    kiisAcknowledged: v.kiisAcknowledged,
  };
}

/** The contract's schema judges the body the form would send; each message lands on its field. */
export const strategyResolver: Resolver<StrategyFormValues> = async (values) => {
  const parsed = strategyCreateSchema.safeParse(bodyOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    // A rule across the criteria ("at least two") shows under the first of them, the categories.
    const field =
      issue.path[0] !== 'criteria'
        ? String(issue.path[0])
        : issue.path.length > 1
          ? String(issue.path[1])
          : 'categories';
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<StrategyFormValues> };
};
