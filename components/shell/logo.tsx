import { Link } from "@/components/ui/link";

export function Logo() {
  return (
    <Link href="/" className="group inline-flex min-h-11 shrink-0 items-center gap-2 sm:gap-2.5 rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring" aria-label="The Quantum Veil, home">
      <svg viewBox="0 0 32 32" className="size-7 sm:size-8" aria-hidden>
        <circle cx="16" cy="16" r="14.5" fill="none" stroke="var(--primary)" strokeOpacity="0.6" />
        <path d="M16 5 C 22 11, 22 21, 16 27 C 10 21, 10 11, 16 5Z" fill="var(--primary)" fillOpacity="0.22" stroke="var(--primary)" strokeWidth="1.2" />
        <circle cx="16" cy="16" r="2.4" fill="var(--primary)" />
        <circle cx="24.5" cy="9" r="1.1" fill="currentColor" opacity="0.8" />
      </svg>
      {/* Below 380 px the mark alone (the link keeps its name): the wordmark would push the header past the screen. */}
      <span className="font-display text-[1.05rem] leading-none tracking-tight whitespace-nowrap max-[379px]:hidden sm:text-[1.1rem]">
        The Quantum <span className="text-oracle-gradient pr-[0.12em] italic">Veil</span>
      </span>
    </Link>
  );
}
