/**
 * The five icons the landing page's entry bundle needs (header and hero), as plain SVG with Lucide's
 * artwork (ISC licence). Lucide's runtime stays out of the entry chunk; lazy pages use lucide-react.
 */
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Icon({ paths, ...props }: IconProps & { paths: readonly string[] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const ChevronDownIcon = (p: IconProps) => <Icon paths={['m6 9 6 6 6-6']} {...p} />;
export const MenuIcon = (p: IconProps) => <Icon paths={['M4 5h16', 'M4 12h16', 'M4 19h16']} {...p} />;
export const CloseIcon = (p: IconProps) => <Icon paths={['M18 6 6 18', 'm6 6 12 12']} {...p} />;
export const ArrowRightIcon = (p: IconProps) => <Icon paths={['M5 12h14', 'm12 5 7 7-7 7']} {...p} />;
export const ShieldCheckIcon = (p: IconProps) => (
  <Icon
    paths={[
      'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
      'm9 12 2 2 4-4',
    ]}
    {...p}
  />
);
