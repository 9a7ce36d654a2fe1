import { cva } from 'class-variance-authority';

/** A white panel on a grey page: the admin's sections, stat tiles and lists. */
export const cardVariants = cva('rounded-lg border border-slate-200 bg-white shadow-xs', {
  variants: {
    padding: {
      none: '',
      sm: 'px-4 py-3',
      md: 'p-4',
      lg: 'p-6',
    },
  },
  defaultVariants: { padding: 'md' },
});
