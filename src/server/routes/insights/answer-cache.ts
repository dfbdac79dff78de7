/**
 * The last answers computed, by key, up to a number of them: the least recently used goes first. Insights are keyed
 * by the athlete's journal revision, so an answer is never stale, only unused; no answer needs expiring.
 */
export class AnswerCache<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly capacity: number) {}

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
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
  }

  get size(): number {
    return this.answers.size;
  }
}
