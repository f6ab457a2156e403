import { buttonVariants } from './button.tsx';

/** One place on a long page: the id of the element to jump to (a section's heading) and its name. */
export interface ContentsEntry {
  readonly id: string;
  readonly label: string;
}

/**
 * The parts of a long page as links to their headings: a plain fragment link, so the browser scrolls
 * to the heading and the next Tab goes on from there, and Back returns to where the reader was.
 */
export function PageContents({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <nav aria-label="On this page">
      <ul className="flex flex-wrap justify-center gap-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
