import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the spot they occupy comes within 200 px of the viewport, keeping
 * that space reserved meanwhile so nothing jumps. Below-the-fold sections then load their code and data
 * only for visitors who scroll towards them. A visitor who moves with the Tab key gets them at the first
 * press, wherever they are: focus moves faster than a section loads, and it must never skip past one.
 * Children loaded with `lazy` keep the same reserved space while their code arrives. A placeholder
 * carries `data-near-viewport` (tests/helpers/browser.ts scrolls to it).
 */
export function WhenNearViewport({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // A quarter of a phone screen ahead: close enough that a reader scrolling at reading pace finds
      // it ready, far enough that a first view a little above it does not load it.
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [near]);
  if (near) return <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>;
  return <div ref={placeholder} style={{ minHeight }} data-near-viewport="" />;
}
