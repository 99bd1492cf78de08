import type { OfferingCategory } from '@app/contract/investment-rules';
import { Bitcoin, Building2, Landmark, type LucideIcon, Sprout } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

const fallbacks: Record<OfferingCategory, { Icon: LucideIcon; tone: string }> = {
  Crypto: { Icon: Bitcoin, tone: 'from-amber-100 to-amber-200 text-amber-800' },
  Banking: { Icon: Landmark, tone: 'from-sky-100 to-sky-200 text-sky-800' },
  'Real Estate': { Icon: Building2, tone: 'from-violet-100 to-violet-200 text-violet-800' },
  Agriculture: { Icon: Sprout, tone: 'from-brand-100 to-brand-200 text-brand-800' },
};

/**
 * The offering's picture, or a category illustration when there is none or it fails to load
 * (a dead link, an http:// picture the page's security policy blocks). Decorative: the name is
 * always written next to it.
 */
export function OfferingImage({
  src,
  category,
  className,
}: {
  src: string;
  category: OfferingCategory;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const { Icon, tone } = fallbacks[category] ?? fallbacks.Agriculture;
  if (!src || failed) {
    return (
      <div
        aria-hidden="true"
        data-testid="offering-image-fallback"
        className={cn('flex items-center justify-center bg-gradient-to-br', tone, className)}
      >
        <Icon className="size-10 opacity-80" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
