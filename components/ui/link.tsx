"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link, prefetching on intent instead of on sight (issue 16). next/link prefetches every link
 * that scrolls into view: on the home page that was ten requests for other pages' payloads right
 * after the first load, each answered by 30–50 ms of main-thread work in a desktop browser (four
 * times that on a mid-range phone), competing with the page's own loading on a phone's connection.
 * Here a link prefetches once it is pointed at, focused or touched, which is still before the click
 * lands; `prefetch={false}` still means never. Use this instead of next/link (ESLint enforces it).
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  /** The caller's own handler, after marking the intent. */
  const withIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <NextLink
      {...props}
      // null is next/link's default (prefetch when visible): the link is visible once pointed at.
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={withIntent(onMouseEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
    />
  );
}
