import { countryFromLocale } from '@app/contract/banks';
import { formatUsd, userLocale } from '../../lib/format';

export { userLocale };

/** The country for bank lists: the locale's region (en-GB → GB), fallback US (DESIGN.md §4). */
export const userCountry = (): string => countryFromLocale(userLocale());

/** Dollars in the user's number format, always USD (the wallet currency). */
export const formatMoney = (dollars: number): string => formatUsd(dollars);
