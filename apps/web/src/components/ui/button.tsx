import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, cloneElement, isValidElement, type ReactElement } from 'react';
import { cn } from '../../lib/cn.ts';

// The five boxed looks share one type style; the link looks like text, so sizes do not apply to it.
const BOXED = 'clip-corner-sm font-display font-bold uppercase tracking-[0.12em]';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap',
    'transition-[background-color,color,box-shadow,filter]',
    'disabled:pointer-events-none disabled:opacity-45 disabled:saturate-50',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neon-yellow',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: `${BOXED} bg-neon-cyan text-void hover:bg-[#7ff8ff] hover:shadow-neon-cyan active:brightness-90`,
        secondary: `${BOXED} bg-neon-magenta text-void hover:bg-[#ff86ec] hover:shadow-neon-magenta active:brightness-90`,
        outline: `${BOXED} border border-neon-cyan/70 bg-neon-cyan/5 text-neon-cyan hover:bg-neon-cyan/15 hover:shadow-neon-cyan`,
        ghost: `${BOXED} text-ink hover:bg-white/8 hover:text-neon-cyan`,
        destructive: `${BOXED} border border-danger bg-danger-deep text-[#ffc2cd] hover:bg-danger hover:text-void`,
        link: 'h-auto p-0 font-sans text-base font-semibold text-neon-cyan underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-[0.7rem]',
        md: 'h-10 px-5 text-xs',
        lg: 'h-12 px-7 text-sm',
        icon: 'size-10 p-0',
        /** A small square icon button (attribute steppers, corner buttons on cards). */
        'icon-sm': 'size-8 p-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

/** The app's button: neon, angled corners, five looks and five sizes, or a plain link look. */
export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  // cn only joins: the link takes no size, so none of its classes can fight a size's height or padding.
  const classes = cn(buttonVariants({ variant, size: variant === 'link' ? null : size }), className);
  if (asChild) {
    // A one-line slot (Radix's would put its code on the first screen): the child keeps its own props,
    // takes the button's others, and adds its class names after the button's.
    if (!isValidElement<{ className?: string }>(children)) {
      throw new Error('Button asChild needs exactly one element child');
    }
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...props, ...child.props, className: cn(classes, child.props.className) });
  }
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}
