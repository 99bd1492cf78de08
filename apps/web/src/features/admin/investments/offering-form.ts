import {
  type AdminOffering,
  INVEST_MSG,
  OFFERING_CATEGORIES,
  offeringInputSchema,
} from '@app/contract/investments';
import { emptyKiis, type Kiis } from '@app/contract/protection';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { OfferingBody } from '../api/use-save-offering';

/** The side panel's fields as typed (text); checked by the contract's offering rules. */
export interface OfferingFormValues {
  name: string;
  img: string;
  category: string;
  investmentReturn: string;
  duration: string;
  pricePerUnit: string;
  /** The yearly management charge as typed, e.g. '0.50%'; empty for none. */
  managementFee: string;
  /** The key information sheet's sections (investor protection). */
  kiis: Kiis;
}

export const emptyOffering: OfferingFormValues = {
  name: '',
  img: '',
  category: OFFERING_CATEGORIES[0],
  investmentReturn: '',
  duration: '',
  pricePerUnit: '',
  managementFee: '',
  kiis: emptyKiis(),
};

/** What the form starts from: the offering being edited, or blank fields for a new one (`null`). */
export const offeringToForm = (o: AdminOffering | null): OfferingFormValues =>
  o
    ? {
        name: o.name,
        img: o.img,
        category: o.category,
        investmentReturn: o.investmentReturn,
        duration: o.duration,
        pricePerUnit: String(o.pricePerUnit),
        managementFee: o.managementFee,
        kiis: { ...o.kiis },
      }
    : emptyOffering;

/** Text → the API's body: dollars and percent text as typed (the server converts to cents and bps). */
export const formToBody = (v: OfferingFormValues): OfferingBody => ({
  name: v.name.trim(),
  img: v.img.trim(),
  category: v.category,
  investmentReturn: v.investmentReturn.trim(),
  duration: v.duration.trim(),
  pricePerUnit: Number(v.pricePerUnit.trim()),
  managementFee: v.managementFee.trim(),
  kiis: v.kiis,
});

/**
 * Validates with the contract's `offeringInputSchema` (the server's own rule) but hands the text
 * values on unchanged: the schema's output is in cents and basis points, the API wants dollars.
 */
export const offeringResolver: Resolver<OfferingFormValues> = async (values) => {
  const parsed = offeringInputSchema.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<OfferingFormValues> = {};
  if (values.pricePerUnit.trim() === '')
    errors.pricePerUnit = { type: 'required', message: INVEST_MSG.priceInvalid };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof OfferingFormValues | undefined;
    if (field === 'kiis') {
      const section = issue.path[1] as keyof Kiis;
      errors.kiis = { ...errors.kiis, [section]: { type: 'validation', message: issue.message } };
    } else if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};
