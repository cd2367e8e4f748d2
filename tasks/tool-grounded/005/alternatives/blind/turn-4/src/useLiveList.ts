import { useCallback, useEffect, useRef, useState } from "react";
import { describeError } from "./scheduling";

/** Keeps one live read of the system, re-read on demand and whenever its key changes. */
export function useLiveList<T>(key: string, read: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState("");
  const round = useRef(0);
  const reader = useRef(read);
  reader.current = read;

  const reload = useCallback(async () => {
    const n = ++round.current;
    try {
      const value = await reader.current();
      if (n === round.current) {
        setData(value);
        setError("");
      }
    } catch (err) {
      if (n === round.current) setError(describeError(err));
    }
  }, []);

  useEffect(() => {
    setData(null);
    setError("");
    if (key) void reload();
  }, [key, reload]);

  return { data, error, reload };
}
