import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap',
    'font-display font-bold uppercase tracking-[0.12em] transition-[background-color,color,box-shadow,filter]',
    'disabled:pointer-events-none disabled:opacity-45 disabled:saturate-50',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neon-yellow',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary:
          'clip-corner-sm bg-neon-cyan text-void hover:bg-[#7ff8ff] hover:shadow-neon-cyan active:brightness-90',
        secondary:
          'clip-corner-sm bg-neon-magenta text-void hover:bg-[#ff86ec] hover:shadow-neon-magenta active:brightness-90',
        outline:
          'clip-corner-sm border border-neon-cyan/70 bg-neon-cyan/5 text-neon-cyan hover:bg-neon-cyan/15 hover:shadow-neon-cyan',
        ghost: 'clip-corner-sm text-ink hover:bg-white/8 hover:text-neon-cyan',
        destructive:
          'clip-corner-sm border border-danger bg-danger-deep text-[#ffc2cd] hover:bg-danger hover:text-void',
        link: 'tracking-normal normal-case font-sans font-semibold text-neon-cyan underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-[0.7rem]',
        md: 'h-10 px-5 text-xs',
        lg: 'h-12 px-7 text-sm',
        icon: 'size-10 p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0 text-base' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

/** The app's button: neon, angled corners, five looks and four sizes. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
