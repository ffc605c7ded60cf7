// A FIFO lock: PGlite has one connection, so one transaction (or statement) at a time.
import { AsyncLocalStorage } from 'node:async_hooks';

export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** Marks the async context that holds the lock, to catch re-entry (which would deadlock). */
  private readonly holder = new AsyncLocalStorage<true>();

  get heldByCurrentContext(): boolean {
    return this.holder.getStore() === true;
  }

  /** Runs fn outside the holder's context: code it starts queues for the lock like anyone else. */
  outside(fn: () => void): void {
    this.holder.exit(fn);
  }

  run<T>(fn: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    return previous.then(() => this.holder.run(true, fn)).finally(release);
  }
}
