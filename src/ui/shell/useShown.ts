import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Whether an element can be seen: laid out (the shell hides its sidebar or its mobile header with display: none)
 * and inside the viewport. A popover anchored to an element that cannot be seen would float at a meaningless
 * spot, so triggers open theirs only while shown. Changes, and the end when the element unmounts, go to `onChange`.
 */
export function useShown<T extends Element>(onChange?: (shown: boolean) => void) {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);
  const report = useEffectEvent((visible: boolean) => {
    setShown(visible);
    onChange?.(visible);
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => report(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => {
      observer.disconnect();
      report(false);
    };
  }, []);
  return [ref, shown] as const;
}
