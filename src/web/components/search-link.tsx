import { Search } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../config/paths';

/** The journal screens' way to search: a 44 px icon link in the header, named for screen readers. */
export function SearchLink() {
  return (
    <Link
      to={paths.search}
      aria-label="Search your journal"
      title="Search your journal"
      // Its glyph, not its round target, lines up with the content's edge.
      className="-mr-2.5 flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-surface"
    >
      <Search aria-hidden size={24} />
    </Link>
  );
}
