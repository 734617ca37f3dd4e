// The Agroventas mark (a seed sprouting in the brand red), the same drawing as public/favicon.svg.
import { tokens } from '@fluentui/react-components';

export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={tokens.colorBrandBackground} />
      <path
        d="M32 12c-9 8-13 17-13 26a13 13 0 0 0 26 0c0-9-4-18-13-26zm0 10c4 5 6 10 6 16a6 6 0 0 1-12 0c0-6 2-11 6-16z"
        fill={tokens.colorNeutralForegroundOnBrand}
      />
    </svg>
  );
}
