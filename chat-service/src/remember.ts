/**
 * A pure function of a string, worked out once per distinct input: the same few questions,
 * words and section bodies come back on every request. The store is dropped whole when it
 * reaches its limit, which visitors' small vocabulary rarely reaches.
 */
export function remembered<T>(limit: number, work: (input: string) => T): (input: string) => T {
  const known = new Map<string, T>();
  return (input) => {
    let done = known.get(input);
    if (done === undefined) {
      if (known.size >= limit) known.clear();
      done = work(input);
      known.set(input, done);
    }
    return done;
  };
}
