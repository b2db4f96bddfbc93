/** Rejects with `explain` once `milliseconds` pass; a function explains with what is known by then. */
export async function withTimeout<T>(
  work: Promise<T>,
  milliseconds: number,
  explain: string | (() => string),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(typeof explain === 'string' ? explain : explain())),
      milliseconds,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
