import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '#app/lib/cn.ts';

const textLinkStyles = cva('font-medium underline-offset-2', {
  variants: {
    underline: {
      hover: 'hover:underline',
      always: 'underline',
    },
    tone: {
      default: 'text-navy-700 hover:text-navy-900',
      danger: 'text-dragon-700 hover:text-dragon-800',
    },
  },
  defaultVariants: { underline: 'hover', tone: 'default' },
});

/**
 * A link (or a button that reads as one) in running text, lists and tables: navy, underlined on
 * hover where a list holds many of them, always where it stands alone. `className` wins.
 */
export function textLinkVariants({
  className,
  ...variants
}: VariantProps<typeof textLinkStyles> & { className?: string } = {}): string {
  return cn(textLinkStyles(variants), className);
}
