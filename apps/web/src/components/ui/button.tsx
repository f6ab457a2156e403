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
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-45 aria-disabled:saturate-50',
    'aria-busy:cursor-progress',
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
        // A finger gets a 44 px tall target; the text stays where it was.
        link: 'h-auto p-0 font-sans text-base font-semibold text-neon-cyan underline-offset-4 hover:underline touch:min-h-11',
      },
      // On touch screens every size is at least 44 by 44 px (WCAG 2.2 2.5.8 asks 24; 44 is our floor).
      size: {
        sm: 'h-8 px-3 text-[0.7rem] touch:h-11',
        md: 'h-10 px-5 text-xs touch:h-11',
        lg: 'h-12 px-7 text-sm',
        icon: 'size-10 p-0 touch:size-11',
        /** A small square icon button (attribute steppers, corner buttons on cards). */
        'icon-sm': 'size-8 p-0 touch:size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
    /**
     * Busy with what it started (saving, generating): it says so and ignores clicks, but unlike a
     * disabled button it keeps the keyboard focus, so a keyboard player is not dropped on the page.
     */
    busy?: boolean;
  };

/** Whether aria-disabled is set to true. */
function isAriaDisabled(value: ComponentProps<'button'>['aria-disabled']): boolean {
  return value === true || value === 'true';
}

/**
 * The app's button: neon, angled corners, five looks and five sizes, or a plain link look. Set
 * `aria-disabled` (or `busy`) instead of `disabled` where the button must keep the focus: it then looks
 * disabled and ignores clicks and submits.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  busy = false,
  type,
  children,
  onClick,
  ...props
}: ButtonProps) {
  // cn only joins: the link takes no size, so none of its classes can fight a size's height or padding.
  const classes = cn(buttonVariants({ variant, size: variant === 'link' ? null : size }), className);
  if (asChild) {
    // A one-line slot (Radix's would put its code on the first screen): the child keeps its own props,
    // takes the button's others, and adds its class names after the button's.
    if (!isValidElement<{ className?: string }>(children)) {
      throw new Error('Button asChild needs exactly one element child');
    }
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, {
      ...props,
      ...(onClick ? { onClick } : {}),
      ...child.props,
      className: cn(classes, child.props.className),
    });
  }
  const busyState = busy ? { 'aria-disabled': true, 'aria-busy': true } : {};
  const ignoresClicks = busy || isAriaDisabled(props['aria-disabled']);
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      {...props}
      {...busyState}
      onClick={(event) => {
        if (ignoresClicks) {
          // Also stops a submit button from submitting its form.
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}
