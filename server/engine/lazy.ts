/**
 * A value created on first use and shared afterwards. A failed creation is forgotten so the next caller retries
 * instead of inheriting a rejected promise for the life of the process.
 */
export function lazy<T>(create: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= create().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
