import { countryFromLocale } from '@app/contract/banks';
import { userLocale } from '../../lib/format';

/** The country for bank lists: the locale's region (en-GB → GB), fallback US (docs/architecture.md "Rules the product decides"). */
export const userCountry = (): string => countryFromLocale(userLocale());
