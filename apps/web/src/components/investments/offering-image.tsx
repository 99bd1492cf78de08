import type { OfferingCategory } from '@app/contract/investment-rules';
import { Bitcoin, Building2, Landmark, type LucideIcon, Sprout } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

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
  // Remembered per address: an offering whose picture is edited gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { Icon, tone } = fallbacks[category] ?? fallbacks.Agriculture;
  if (!src || failedSrc === src) {
    return (
      <div
        aria-hidden="true"
        data-testid="offering-image-fallback"
        className={cn(
          'relative flex items-center justify-center overflow-hidden bg-gradient-to-br',
          tone,
          className,
        )}
      >
        {/* Two soft rings behind the icon, so the card reads as designed, not as a missing picture. */}
        <span className="absolute -top-1/4 -right-1/6 aspect-square h-full rounded-full border-[12px] border-current opacity-10" />
        <span className="absolute -bottom-1/3 -left-1/6 aspect-square h-3/4 rounded-full bg-current opacity-10" />
        <Icon className="relative size-1/3 max-h-12 min-h-5 max-w-12 min-w-5 opacity-80" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      className={cn('object-cover', className)}
    />
  );
}
