// The coloured message at the top of a form or dialog (SPEC 2 'Profile': green success, red error). An error
// is an alert, read out at once; success and information are a polite status. Nothing shows for no message.
// A standing line in a banner's colours (a disclaimer, a form's hint) is not a message: it says so with its
// role, and is a paragraph when it is only text.
import { forwardRef, type ReactNode } from 'react';

export type BannerTone = 'success' | 'error' | 'info';

interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  className?: string;
  /** Lets a form move focus to the banner (tabIndex -1) so a screen reader starts there. */
  focusable?: boolean;
  /**
   * Instead of the tone's live role: 'note' for an aside read where it stands (the legal disclaimer), false
   * for none (a hint that is part of its form).
   */
  role?: 'note' | false;
  /** 'p' for a line of text only. */
  as?: 'div' | 'p';
}

export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner(
  { tone, children, className, focusable = false, role, as: Element = 'div' },
  ref,
) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Element
      ref={ref}
      className={`banner banner--${tone}${className ? ` ${className}` : ''}`}
      role={role === false ? undefined : (role ?? (tone === 'error' ? 'alert' : 'status'))}
      tabIndex={focusable ? -1 : undefined}
    >
      {children}
    </Element>
  );
});
