// The coloured message at the top of a form or dialog (SPEC 2 'Profile': green success, red error). An error
// is an alert, read out at once; success and information are a polite status. Nothing shows for no message.
import { forwardRef, type ReactNode } from 'react';

export type BannerTone = 'success' | 'error' | 'info';

interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  className?: string;
  /** Lets a form move focus to the banner (tabIndex -1) so a screen reader starts there. */
  focusable?: boolean;
}

export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner(
  { tone, children, className, focusable = false },
  ref,
) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <div
      ref={ref}
      className={`banner banner--${tone}${className ? ` ${className}` : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={focusable ? -1 : undefined}
    >
      {children}
    </div>
  );
});
