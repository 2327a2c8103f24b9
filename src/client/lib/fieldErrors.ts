import { useEffect, useRef, useState } from 'react';

/**
 * Field-level marks for a form or dialog: each problem is shown on its field (Mantine's `error`, which
 * sets aria-invalid and ties the text to the input) and the keyboard moves to the first marked field,
 * instead of a toast that disappears and names no field.
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [tick, setTick] = useState(0);
  const container = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (tick) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tick]);
  return {
    errors,
    container,
    /** Marks these fields (and clears the others); true when there was anything to mark. */
    mark(next: Partial<Record<K, string | null | undefined>>): boolean {
      const marked = Object.fromEntries(Object.entries(next).filter(([, text]) => Boolean(text))) as Partial<
        Record<K, string>
      >;
      setErrors(marked);
      if (Object.keys(marked).length > 0) setTick((count) => count + 1);
      return Object.keys(marked).length > 0;
    },
    clear(field: K) {
      setErrors((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
  };
}
