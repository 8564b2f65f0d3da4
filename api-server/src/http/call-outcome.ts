/** A handler result that also asks the client for a toast (spec §8: titled results). */
export class Toast<T> {
  constructor(
    public readonly data: T,
    public readonly title: string,
    public readonly description?: string,
  ) {}
}

/** Returns `data` with a success toast, e.g. `withToast(atoll, 'Atoll created')`. */
export const withToast = <T>(data: T, title: string, description?: string): Toast<T> => new Toast(data, title, description);
