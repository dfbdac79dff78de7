/**
 * The last answers computed, by key, up to a capacity: the least recently used go first. Answers keyed by an
 * athlete's journal revision (insights, searches) are never stale, only unused, so none needs expiring.
 *
 * The capacity counts answers, or what `weigh` says each answer weighs (such as its length in characters).
 */
export class AnswerCache<T> {
  private readonly answers = new Map<string, T>();
  private weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (answer: T) => number = () => 1,
  ) {}

  get(key: string): T | undefined {
    const answer = this.answers.get(key);
    if (answer !== undefined) {
      // Map keeps insertion order: moved to the end, it is the most recently used.
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: T): void {
    this.remove(key);
    const weight = this.weigh(answer);
    if (weight > this.capacity) return;
    this.answers.set(key, answer);
    this.weight += weight;
    while (this.weight > this.capacity) this.remove(this.answers.keys().next().value!);
  }

  get size(): number {
    return this.answers.size;
  }

  private remove(key: string): void {
    const answer = this.answers.get(key);
    if (answer === undefined) return;
    this.answers.delete(key);
    this.weight -= this.weigh(answer);
  }
}
