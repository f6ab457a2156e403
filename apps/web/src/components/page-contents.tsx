import { Link } from 'react-router';
import { buttonVariants } from './ui/button.tsx';

/** One place on a long page: the id of the element to jump to (a section's heading) and its name. */
export interface ContentsEntry {
  readonly id: string;
  readonly label: string;
}

/**
 * The parts of a long page as links to their headings. Each is a history entry of its own, so Back
 * returns to where the reader was on the page; the app scrolls to the heading and gives it the focus
 * (app/scroll-restoration.ts, app/route-focus.ts), so the next Tab goes on from there.
 */
export function PageContents({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <nav aria-label="On this page">
      <ul className="flex flex-wrap justify-center gap-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link to={{ hash: entry.id }} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
