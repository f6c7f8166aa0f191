import { cva } from "class-variance-authority";

/**
 * The focus rings, one per kind of button and never both on one element: without tailwind-merge
 * two ring widths or colours would be settled by the stylesheet's order (the header's filled call
 * to action showed the accent ring, the colour of its own fill). A filled button's ring stands off
 * the fill (a background-coloured gap, then the ink), so it never blends into a fill of the same hue.
 */
const RING = "focus-visible:ring-[3px] focus-visible:ring-ring";
const FILLED_RING = "focus-visible:ring-2 focus-visible:ring-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/**
 * The button classes. Nothing merges them (lib/utils.ts: cn only joins), so no two classes here set
 * one property: the font size and the line wrapping belong to the size, not to the base. A caller
 * adds layout (width, margin, alignment), never a second height, padding or size: a button whose
 * label may wrap onto two lines is `size="wrap"`.
 */
export const buttonVariants = cva(
  // The base is one class (app/globals.css, components layer): it would otherwise be ~420 bytes on
  // every button, sent twice (the HTML and the RSC payload).
  "btn",
  {
    variants: {
      variant: {
        default: `bg-primary text-primary-foreground shadow-[0_8px_30px_-12px_rgb(var(--glow-rgb)/0.8)] hover:brightness-110 ${FILLED_RING}`,
        outline: `border border-border bg-card/40 backdrop-blur hover:bg-accent hover:text-accent-foreground ${RING}`,
        secondary: `bg-secondary text-secondary-foreground hover:bg-secondary/80 ${RING}`,
        ghost: `hover:bg-accent hover:text-accent-foreground ${RING}`,
        link: `text-primary underline-offset-4 hover:underline ${RING}`,
        destructive: `bg-destructive text-destructive-foreground hover:bg-destructive/90 ${FILLED_RING}`,
      },
      // On phones every button is at least 44 px tall (and an icon button 44 px wide): tap targets.
      size: {
        default: "h-10 px-5 text-sm whitespace-nowrap max-sm:h-11",
        sm: "h-8 px-3.5 text-[13px] leading-[calc(20/14)] whitespace-nowrap max-sm:h-11",
        lg: "h-12 px-7 text-base whitespace-nowrap",
        icon: "size-10 text-sm whitespace-nowrap max-sm:size-11",
        // A label that may take two lines on a phone: at least as tall as lg, growing with the text.
        wrap: "min-h-12 px-7 py-3 text-base leading-snug text-center whitespace-normal",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
