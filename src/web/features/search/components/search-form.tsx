import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_LIMITS } from '../../../../domain/search/query';
import { Button } from '../../../components/ui/button';

/** The words to search for, and the Search button. Its text starts as the URL's search (a reload keeps it). */
export function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        Search your journal
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={SEARCH_LIMITS.queryChars}
          enterKeyHint="search"
          autoComplete="off"
          placeholder="e.g. hamstring, Riverside"
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-field-line bg-surface px-4 text-base text-ink placeholder:text-muted focus:border-brand"
        />
        <Button type="submit" aria-label="Search" className="px-4">
          <Search aria-hidden size={20} />
        </Button>
      </div>
    </form>
  );
}
